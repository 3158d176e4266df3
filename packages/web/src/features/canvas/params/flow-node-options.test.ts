import { describe, expect, it } from 'vitest'
import type { TFlowNode } from '@unikflow/graph'
import { flowNodeOptions, flowNodesFor } from './flow-node-options'

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

describe('flow nodes sent with a load method', () => {
  it("sends the flow's nodes to the state-keys loader and nothing to other loaders", () => {
    const start = node('startAgentflow_0', 'agentFlow', 'Start')
    start.data.inputs = { startState: [{ key: 'topic', value: '' }] }
    const flow = { nodes: [start, node('llmAgentflow_0', 'agentFlow', 'LLM')] }
    expect(flowNodesFor('listRuntimeStateKeys', flow)).toEqual([
      { name: 'startAgentflow', inputs: { startState: [{ key: 'topic', value: '' }] } },
      { name: 'llmAgentflow', inputs: {} },
    ])
    expect(flowNodesFor('listModels', flow)).toBeUndefined()
  })
})
