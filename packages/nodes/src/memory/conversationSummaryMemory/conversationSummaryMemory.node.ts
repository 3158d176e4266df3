import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryKeyParam, sessionIdParam } from '../../shared/inputs'

export const conversationSummaryMemory = defineNode({
  name: 'conversationSummaryMemory',
  label: 'Conversation Summary Memory',
  version: 2,
  type: 'ConversationSummaryMemory',
  category: NodeCategories.Memory,
  description: 'Keeps a running summary of the conversation, written by a chat model',
  baseClasses: ['ConversationSummaryMemory', 'BaseConversationSummaryMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/conversationSummaryMemory/conversationSummaryMemory.svg',
  inputs: [{ label: 'Chat Model', name: 'model', type: 'BaseChatModel' }, sessionIdParam, memoryKeyParam],
})
