import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const directReplyAgentflow = defineNode({
  name: 'directReplyAgentflow',
  label: 'Direct Reply',
  version: 1,
  type: 'DirectReply',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'none', color: '#4DDBBB' } },
  description: 'Answers the user with this message and ends the branch',
  baseClasses: ['DirectReply'],
  icon: 'agentflowv2/directReplyAgentflow/directReplyAgentflow.svg',
  hideOutput: true,
  inputs: [{ label: 'Message', name: 'directReplyMessage', type: 'string', acceptVariable: true, rows: 4 }],
})
