import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const conversationalAgent = defineNode({
  name: 'conversationalAgent',
  label: 'Conversational Agent',
  version: 3,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    'Agent for chat models that decides in text which tool to use; prefer Tool Agent for tool-calling models',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/conversationalAgent/conversationalAgent.svg',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      default:
        'You are a helpful assistant. Answer the user directly when you can, and use the tools you are given when a question needs them.',
      optional: true,
      additionalParams: true,
    },
    inputModerationAnchor,
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      description: 'Most tool rounds before the agent stops',
      optional: true,
      additionalParams: true,
    },
  ],
})
