import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Simple Chat Engine; here it runs as the Conversation Chain does (no LlamaIndex). */
export const simpleChatEngine = defineNode({
  name: 'simpleChatEngine',
  label: 'Simple Chat Engine',
  version: 1,
  type: 'SimpleChatEngine',
  category: NodeCategories.Engine,
  tags: ['LlamaIndex'],
  description:
    'Chats with a model, remembering the conversation in its memory (runs as the Conversation Chain on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['SimpleChatEngine'],
  icon: 'engine/simpleChatEngine/simpleChatEngine.svg',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel_LlamaIndex' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      placeholder: 'You are a helpful assistant',
      optional: true,
    },
  ],
})
