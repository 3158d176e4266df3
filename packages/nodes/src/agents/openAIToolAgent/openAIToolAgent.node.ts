import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

/** Flowise's older tool agent for OpenAI/Azure models; it runs as the Tool Agent does. */
export const openAIToolAgent = defineNode({
  name: 'openAIToolAgent',
  label: 'OpenAI Tool Agent',
  version: 1,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description: 'Agent that lets an OpenAI or Azure OpenAI chat model call tools until it can answer',
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/openAIToolAgent/openAIToolAgent.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    {
      label: 'OpenAI/Azure Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Any chat model with tool calling works, not only OpenAI’s',
    },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
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
