import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's name of its ReAct agent before it renamed it: older exports open and run as reactAgentLLM. */
export const mrklAgentLLM = defineNode({
  name: 'mrklAgentLLM',
  label: 'MRKL Agent for LLMs',
  version: 2,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    "Flowise's earlier name of the ReAct Agent for LLMs: reasons step by step in text and uses tools (runs as it)",
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/mrklAgentLLM/mrklAgentLLM.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
  ],
})
