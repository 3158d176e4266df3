import { describe, expect, it } from 'vitest'
import type { TFlowNode } from '@unikflow/graph'
import { flowNodeOptions, flowRequestFor } from './flow-node-options'

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

describe('the flow a load method is told of', () => {
  const start = node('startAgentflow_0', 'agentFlow', 'Start')
  start.data.inputs = { startState: [{ key: 'topic', value: '' }] }
  const flow = { nodes: [start, node('llmAgentflow_0', 'agentFlow', 'LLM')] }
  const nodes = [
    { name: 'startAgentflow', inputs: { startState: [{ key: 'topic', value: '' }] } },
    { name: 'llmAgentflow', inputs: {} },
  ]

  it("sends a new flow's nodes to the state-keys loader and nothing to other loaders", () => {
    expect(flowRequestFor('listRuntimeStateKeys', flow, undefined)).toEqual({ flowNodes: nodes })
    expect(flowRequestFor('listModels', flow, undefined)).toEqual({})
    expect(flowRequestFor('listModels', flow, { id: 'f1', version: 2, dirty: true })).toEqual({})
  })

  it('names a saved flow without unsaved edits, and sends the nodes of an edited one', () => {
    expect(flowRequestFor('listRuntimeStateKeys', flow, { id: 'f1', version: 2, dirty: false })).toEqual({
      flowId: 'f1',
    })
    expect(flowRequestFor('listRuntimeStateKeys', flow, { id: 'f1', version: 2, dirty: true })).toEqual({
      flowId: 'f1',
      flowNodes: nodes,
    })
  })
})
