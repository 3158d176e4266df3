import { describe, expect, it } from 'vitest'
import type { TFlowNode } from '@unikflow/graph'
import { flowNodeOptions } from './flow-node-options'

const node = (id: string, type: string, label: string): TFlowNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: {
    id,
    name: id.split('_')[0] ?? id,
    label,
    baseClasses: [],
    inputParams: [],
    inputAnchors: [],
    inputs: {},
    outputAnchors: [],
    outputs: {},
  },
})

describe('Loop Back To choices', () => {
  it('lists the other Agentflow v2 nodes as Flowise stores the choice', () => {
    const flow = {
      nodes: [
        node('agentAgentflow_0', 'agentFlow', 'Writer'),
        node('loopAgentflow_0', 'agentFlow', 'Loop'),
        node('stickyNoteAgentflow_0', 'stickyNote', 'Note'),
        node('iterationAgentflow_0', 'iteration', 'Each'),
      ],
    }
    expect(flowNodeOptions(flow, 'loopAgentflow_0')).toEqual([
      { name: 'agentAgentflow_0-Writer', label: 'Writer (agentAgentflow_0)' },
      { name: 'iterationAgentflow_0-Each', label: 'Each (iterationAgentflow_0)' },
    ])
  })
})
