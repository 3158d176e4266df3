import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's name of its ReAct agent before it renamed it: older exports open and run as reactAgentChat. */
export const mrklAgentChat = defineNode({
  name: 'mrklAgentChat',
  label: 'MRKL Agent for Chat Models',
  version: 2,
  type: 'AgentExecutor',
  category: NodeCategories.Agents,
  description:
    "Flowise's earlier name of the ReAct Agent for Chat Models: reasons step by step in text and uses tools (runs as it)",
  baseClasses: ['AgentExecutor', 'BaseChain', 'Runnable'],
  icon: 'agents/mrklAgentChat/mrklAgentChat.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Memory', name: 'memory', type: 'BaseChatMemory' },
  ],
})
