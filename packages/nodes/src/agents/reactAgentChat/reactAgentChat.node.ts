import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const reactAgentChat = defineNode({
  name: 'reactAgentChat',
  label: 'ReAct Agent for Chat Models',
  version: 4,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    'Agent that reasons step by step in text (Thought, Action, Observation) and uses tools; any chat model works',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/reactAgentChat/reactAgentChat.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    inputModerationAnchor,
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      description: 'Most tool-using steps before the agent stops',
      optional: true,
      additionalParams: true,
    },
  ],
})
