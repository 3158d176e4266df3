import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex agent; here the Tool Agent's loop over the connected tools and QueryEngine Tools. */
export const anthropicAgentLlamaIndex = defineNode({
  name: 'anthropicAgentLlamaIndex',
  label: 'Anthropic Agent',
  version: 1,
  type: 'AnthropicAgent',
  category: NodeCategories.Agents,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description:
    'Agent that lets an Anthropic Claude model call tools (QueryEngine Tools too) until it can answer (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['AnthropicAgent', 'AgentRunner', 'BaseAgent'],
  icon: 'agents/anthropicAgentLlamaIndex/anthropicAgentLlamaIndex.svg',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool_LlamaIndex', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    { label: 'Anthropic Claude Model', name: 'model', type: 'BaseChatModel_LlamaIndex' },
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
