import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const stickyNoteAgentflow = defineNode({
  name: 'stickyNoteAgentflow',
  label: 'Sticky Note',
  version: 1,
  type: 'StickyNote',
  category: NodeCategories.AgentFlows,
  capabilities: {
    annotation: true,
    agentflowV2: { canvasType: 'stickyNote', noInput: true, outputs: 'none', color: '#fee440' },
  },
  description: 'A note on the canvas; it never runs',
  baseClasses: ['StickyNote'],
  icon: 'agentflowv2/stickyNoteAgentflow/stickyNoteAgentflow.svg',
  hideOutput: true,
  inputs: [
    { label: '', name: 'note', type: 'string', optional: true, rows: 1, placeholder: 'Type something here' },
  ],
})
