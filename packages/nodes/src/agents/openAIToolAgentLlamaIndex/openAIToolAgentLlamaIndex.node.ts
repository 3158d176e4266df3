import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex agent; here the Tool Agent's loop over the connected tools and QueryEngine Tools. */
export const openAIToolAgentLlamaIndex = defineNode({
  name: 'openAIToolAgentLlamaIndex',
  label: 'OpenAI Tool Agent',
  version: 2,
  type: 'OpenAIToolAgent',
  category: NodeCategories.Agents,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description:
    'Agent that lets an OpenAI or Azure OpenAI chat model call tools (QueryEngine Tools too) until it can answer (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['OpenAIToolAgent', 'AgentRunner', 'BaseAgent'],
  icon: 'agents/openAIToolAgentLlamaIndex/openAIToolAgentLlamaIndex.svg',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool_LlamaIndex', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    { label: 'OpenAI/Azure Chat Model', name: 'model', type: 'BaseChatModel_LlamaIndex' },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      rows: 4,
      optional: true,
      additionalParams: true,
    },
  ],
})
