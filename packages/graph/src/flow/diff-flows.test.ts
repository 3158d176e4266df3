import { describe, expect, it } from 'vitest'
import type { TFlowData, TFlowNode } from '../schema/flow-data'
import { sampleFlow } from '../testing/sample-flow'
import { clone } from '../clone'
import { diffFlows } from './diff-flows'

const node = (flow: TFlowData, id: string): TFlowNode => {
  const found = flow.nodes.find((n) => n.id === id)
  if (!found) throw new Error(id)
  return found
}

describe('diffFlows', () => {
  it('sees nothing between a flow and its copy', () => {
    expect(diffFlows(sampleFlow(), sampleFlow())).toEqual({
      addedNodes: [],
      removedNodes: [],
      changedNodes: [],
      addedEdges: 0,
      removedEdges: 0,
    })
  })

  it('lists added and removed nodes and edges, and changed inputs side by side', () => {
    const before = sampleFlow()
    const after = clone(before)
    const first = after.nodes[0]
    if (!first) throw new Error('empty sample')
    const changed = node(after, first.id)
    const [name] = Object.keys(changed.data.inputs)
    const input = name ?? 'added'
    const was = changed.data.inputs[input]
    changed.data.inputs[input] = 'new value'
    const removed = after.nodes.pop()
    if (!removed) throw new Error('empty sample')
    after.edges = after.edges.filter((e) => e.source !== removed.id && e.target !== removed.id)
    after.nodes.push({ ...clone(first), id: 'extra_0' })
    const diff = diffFlows(before, after)
    expect(diff.addedNodes.map((n) => n.id)).toEqual(['extra_0'])
    expect(diff.removedNodes.map((n) => n.id)).toEqual([removed.id])
    expect(diff.changedNodes).toEqual([
      {
        id: first.id,
        label: expect.any(String),
        params: [{ name: input, label: expect.any(String), before: was, after: 'new value' }],
      },
    ])
    // The field as the node labels it (sampleFlow's nodes declare their inputs).
    const declared = [...first.data.inputParams, ...first.data.inputAnchors].find((i) => i.name === input)
    expect(diff.changedNodes[0]?.params[0]?.label).toBe(declared?.label ?? input)
    expect(diff.removedEdges).toBe(before.edges.length - after.edges.length)
    expect(diff.addedEdges).toBe(0)
  })
})
