import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryKeyParam, sessionIdParam } from '../../shared/inputs'

export const conversationSummaryBufferMemory = defineNode({
  name: 'conversationSummaryBufferMemory',
  label: 'Conversation Summary Buffer Memory',
  version: 1,
  type: 'ConversationSummaryBufferMemory',
  category: NodeCategories.Memory,
  description:
    'Keeps the latest turns within a token limit and a summary of the older ones, written by a chat model',
  baseClasses: [
    'ConversationSummaryBufferMemory',
    'BaseConversationSummaryMemory',
    'BaseChatMemory',
    'BaseMemory',
  ],
  icon: 'memory/conversationSummaryBufferMemory/conversationSummaryBufferMemory.svg',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    {
      label: 'Max Token Limit',
      name: 'maxTokenLimit',
      type: 'number',
      default: 2000,
      description: 'Once the turns pass this many tokens, the oldest are summarized. Default 2000',
    },
    sessionIdParam,
    memoryKeyParam,
  ],
})
