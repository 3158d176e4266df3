import { describe, expect, it } from 'vitest'
import { createNodeData } from '../flow/create-node-data'
import type { TFlowData } from '../schema/flow-data'
import { conditionDescriptor as condition } from '../testing/sample-flow'
import { syncAgentflowOutputs } from './sync-agentflow-outputs'

function flowWith(rows: number): TFlowData {
  const data = createNodeData(condition, 'conditionAgentflow_0')
  data.inputs.conditions = Array.from({ length: rows }, () => ({ type: 'string' }))
  const synced = syncAgentflowOutputs(
    { nodes: [{ id: data.id, position: { x: 0, y: 0 }, data }], edges: [] },
    data.id,
    condition,
  ).flow
  const edge = (index: number) => ({
    id: `e${index}`,
    source: data.id,
    sourceHandle: `${data.id}-output-${index}`,
    target: `t${index}`,
    targetHandle: `t${index}`,
  })
  return { ...synced, edges: Array.from({ length: rows + 1 }, (_, i) => edge(i)) }
}

const setRows = (flow: TFlowData, rows: number): TFlowData => ({
  ...flow,
  nodes: flow.nodes.map((n) => ({
    ...n,
    data: { ...n.data, inputs: { conditions: Array.from({ length: rows }, () => ({})) } },
  })),
})

describe('syncAgentflowOutputs', () => {
  it('gives a Condition one output per row plus Else as its rows change', () => {
    const flow = flowWith(1)
    const handles = (f: TFlowData) => f.nodes[0]?.data.outputAnchors.map((a) => ('id' in a ? a.id : ''))
    expect(handles(flow)).toEqual(['conditionAgentflow_0-output-0', 'conditionAgentflow_0-output-1'])
    const grown = syncAgentflowOutputs(setRows(flow, 2), 'conditionAgentflow_0', condition)
    expect(grown.changed).toBe(true)
    expect(handles(grown.flow)).toHaveLength(3)
    expect(grown.flow.edges.map((e) => e.id)).toEqual(['e0', 'e1'])
    // Unchanged rows: nothing to do.
    expect(syncAgentflowOutputs(grown.flow, 'conditionAgentflow_0', condition).changed).toBe(false)
  })

  it('drops the edges of outputs that are gone when a row is removed', () => {
    const shrunk = syncAgentflowOutputs(setRows(flowWith(2), 1), 'conditionAgentflow_0', condition)
    expect(shrunk.changed).toBe(true)
    expect(shrunk.flow.edges.map((e) => e.id)).toEqual(['e0', 'e1'])
  })
})
