import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'
import { XML_AGENT_SYSTEM } from './xml-protocol'

export const xmlAgent = defineNode({
  name: 'xmlAgent',
  label: 'XML Agent',
  version: 2,
  type: 'XMLAgent',
  category: NodeCategories.Agents,
  description:
    'Agent that uses tools by writing XML tags, for models good at reasoning in XML (such as Claude)',
  baseClasses: ['XMLAgent', 'AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/xmlAgent/xmlAgent.svg',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    {
      label: 'System Message',
      name: 'systemMessage',
      type: 'string',
      warning: 'The prompt must contain {tools}, {chat_history}, {input} and {agent_scratchpad}',
      rows: 4,
      default: XML_AGENT_SYSTEM,
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
