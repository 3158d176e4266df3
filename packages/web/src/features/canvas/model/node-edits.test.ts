import { describe, expect, it } from 'vitest'
import { createNodeData, type TFlowData } from '@unikflow/graph'
import { conditionDescriptor as condition } from '@unikflow/graph/testing'
import { setCanvasNodeInput } from './node-edits'

describe('setCanvasNodeInput', () => {
  it('gives a v2 Condition an output for a row added in the form, and stores other inputs as before', () => {
    const data = createNodeData(condition, 'conditionAgentflow_0')
    const flow: TFlowData = { nodes: [{ id: data.id, position: { x: 0, y: 0 }, data }], edges: [] }
    const byName = (name: string) => (name === condition.name ? condition : undefined)
    const rows = [{ type: 'string' }, { type: 'number' }]
    const edited = setCanvasNodeInput(flow, data.id, 'conditions', rows, byName)
    const node = edited.flow.nodes[0]?.data
    expect(node?.inputs.conditions).toBe(rows)
    expect(node?.outputAnchors.map((a) => a.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
      'conditionAgentflow_0-output-2',
    ])
    const other = setCanvasNodeInput(flow, data.id, 'note', 'x', () => undefined)
    expect(other.flow.nodes[0]?.data.outputAnchors).toBe(data.outputAnchors)
  })
})
