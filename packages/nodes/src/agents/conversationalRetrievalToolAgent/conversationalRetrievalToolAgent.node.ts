import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const RETRIEVAL_AGENT_SYSTEM = `You are a helpful assistant. Answer the user's question from the documents below when they hold the answer, and use your tools when they do not. If neither helps, say that you do not know.
<context>
{context}
</context>`

export const RETRIEVAL_AGENT_REPHRASE = `Given the conversation below and a follow-up question, rewrite the follow-up as a question that can be understood without the conversation.

Chat History:
{chat_history}
Follow Up Input: {question}
Standalone Question:`

export const conversationalRetrievalToolAgent = defineNode({
  name: 'conversationalRetrievalToolAgent',
  label: 'Conversational Retrieval Tool Agent',
  version: 1,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    'Agent that answers from the documents a retriever finds for the (rephrased) question and calls tools when they are not enough',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/conversationalRetrievalToolAgent/conversationalRetrievalToolAgent.svg',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'A chat model that can call tools (ChatOpenAI, ChatAnthropic, ChatMistralAI …)',
    },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      description: 'Answers the rephrased question from the retrieved context',
      warning: 'The prompt must contain {context}',
      rows: 4,
      additionalParams: true,
      optional: true,
      default: RETRIEVAL_AGENT_SYSTEM,
    },
    {
      label: 'Rephrase Prompt',
      name: 'rephrasePrompt',
      type: 'string',
      description: 'Turns the chat history and a follow-up into a standalone question for the retriever',
      warning: 'The prompt must contain {chat_history} and {question}',
      rows: 4,
      additionalParams: true,
      optional: true,
      default: RETRIEVAL_AGENT_REPHRASE,
    },
    {
      label: 'Rephrase Model',
      name: 'rephraseModel',
      type: 'BaseChatModel',
      description: 'The model that rephrases; empty: the Tool Calling Chat Model',
      optional: true,
      additionalParams: true,
    },
    inputModerationAnchor,
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      description: 'Most tool-calling rounds before the agent stops',
      optional: true,
      additionalParams: true,
    },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'BaseRetriever' },
  ],
})
