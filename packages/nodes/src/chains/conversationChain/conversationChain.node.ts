import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const conversationChain = defineNode({
  name: 'conversationChain',
  label: 'Conversation Chain',
  version: 3,
  type: 'ConversationChain',
  category: NodeCategories.Chains,
  description: 'Chat with a chat model that remembers the conversation through a memory node',
  baseClasses: ['ConversationChain', 'LLMChain', 'BaseChain', 'Runnable'],
  icon: 'chains/conversationChain/conversationChain.svg',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseMemory' },
    {
      label: 'Chat Prompt Template',
      name: 'chatPromptTemplate',
      type: 'ChatPromptTemplate',
      description: 'Replaces the built-in prompt; its human message must contain {input}',
      optional: true,
    },
    inputModerationAnchor,
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      default:
        'The following is a friendly conversation between a human and an AI. The AI is talkative and provides lots of specific details from its context. If the AI does not know the answer to a question, it truthfully says it does not know.',
      placeholder: 'You are a helpful assistant',
      optional: true,
      additionalParams: true,
    },
  ],
})
