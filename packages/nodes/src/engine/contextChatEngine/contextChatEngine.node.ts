import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Context Chat Engine; here Unikflow's retrieval, memory and chat model call (no LlamaIndex). */
export const contextChatEngine = defineNode({
  name: 'contextChatEngine',
  label: 'Context Chat Engine',
  version: 1,
  type: 'ContextChatEngine',
  category: NodeCategories.Engine,
  tags: ['LlamaIndex'],
  description:
    'Chats about the documents it retrieves for each message, remembering the conversation (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['ContextChatEngine'],
  icon: 'engine/contextChatEngine/contextChatEngine.svg',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel_LlamaIndex' },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'VectorIndexRetriever' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      description: 'Sent before the retrieved context on every turn',
      placeholder:
        'You answer questions about the documents below. If they do not say, answer that you do not know.',
      optional: true,
    },
  ],
})
