import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const reactAgentLLM = defineNode({
  name: 'reactAgentLLM',
  label: 'ReAct Agent for LLMs',
  version: 2,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    'Agent that reasons step by step in text (Thought, Action, Observation) and uses tools; any language model works',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/reactAgentLLM/reactAgentLLM.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
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
