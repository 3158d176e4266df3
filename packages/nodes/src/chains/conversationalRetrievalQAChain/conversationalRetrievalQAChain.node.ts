import type { TNodeInputs } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

const contextBlock = '\n------------\n{context}\n------------'

export const conversationalRetrievalQAChain = defineNode({
  name: 'conversationalRetrievalQAChain',
  label: 'Conversational Retrieval QA Chain',
  version: 3,
  type: 'ConversationalRetrievalQAChain',
  category: NodeCategories.Chains,
  description:
    'Answers follow-up questions over retrieved documents, using the chat history to rephrase them',
  baseClasses: ['ConversationalRetrievalQAChain', 'BaseChain', 'Runnable'],
  icon: 'chains/conversationalRetrievalQAChain/conversationalRetrievalQAChain.svg',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'BaseRetriever' },
    {
      label: 'Memory',
      name: 'memory',
      type: 'BaseMemory',
      description: 'When empty, the conversation is kept in a buffer memory',
      optional: true,
    },
    inputModerationAnchor,
    { label: 'Return Source Documents', name: 'returnSourceDocuments', type: 'boolean', optional: true },
    {
      label: 'Rephrase Prompt',
      name: 'rephrasePrompt',
      type: 'string',
      description: 'Turns the chat history and a follow-up into a standalone question',
      warning: 'The prompt must contain {chat_history} and {question}',
      rows: 4,
      default:
        'Given the following conversation and a follow up question, rephrase the follow up question to be a standalone question.\n\nChat History:\n{chat_history}\nFollow Up Input: {question}\nStandalone Question:',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Response Prompt',
      name: 'responsePrompt',
      type: 'string',
      description: 'Answers the standalone question from the retrieved context',
      warning: 'The prompt must contain {context}',
      rows: 4,
      default:
        'Answer the question using only the context below. If the context does not contain the answer, say that you are not sure instead of making one up.' +
        contextBlock,
      optional: true,
      additionalParams: true,
    },
  ],
  migrations: [
    {
      // Version 1 had one system message; it becomes the response prompt, which must carry {context}.
      fromVersion: 1,
      up: ({ systemMessagePrompt, chainOption: _chainOption, ...inputs }: TNodeInputs) => {
        if (typeof systemMessagePrompt !== 'string' || systemMessagePrompt.trim() === '') return inputs
        const responsePrompt = systemMessagePrompt.includes('{context}')
          ? systemMessagePrompt
          : systemMessagePrompt + contextBlock
        return { ...inputs, responsePrompt }
      },
    },
  ],
})
