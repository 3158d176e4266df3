import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/** Flowise's retrieval agent (a tool-calling agent with retriever tools and memory): runs as the Tool Agent. */
export const conversationalRetrievalAgent = defineNode({
  name: 'conversationalRetrievalAgent',
  label: 'Conversational Retrieval Agent',
  version: 4,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    'Agent that searches documents with its retriever tools and remembers the chat (runs as the Tool Agent)',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/conversationalRetrievalAgent/conversationalRetrievalAgent.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    { label: 'Tool Calling Chat Model', name: 'model', type: 'BaseChatModel' },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      default: 'You are a helpful AI assistant.',
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
  ],
})
