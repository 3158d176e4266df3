import { describe, expect, it } from 'vitest'
import type { TFlowEdge } from '../schema/flow-data'
import { findBackEdges } from './find-back-edges'
import { topoSort } from './topo-sort'

const node = (id: string) => ({
  id,
  type: 'customNode',
  position: { x: 0, y: 0 },
  data: {
    id,
    name: id,
    label: id,
    baseClasses: [],
    inputParams: [],
    inputAnchors: [],
    inputs: {},
    outputAnchors: [],
    outputs: {},
  },
})
const edge = (source: string, target: string): TFlowEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle: `${source}-output`,
  targetHandle: `${target}-input`,
})

describe('findBackEdges', () => {
  it('finds the edge closing a loop (LLM → Tool → LLM), so the rest orders', () => {
    const nodes = ['model', 'start', 'llm', 'tool', 'end'].map(node)
    const back = edge('tool', 'llm')
    const edges = [
      edge('model', 'start'),
      edge('start', 'llm'),
      edge('llm', 'tool'),
      back,
      edge('llm', 'end'),
    ]
    expect(topoSort({ nodes, edges }).ok).toBe(false)
    expect([...findBackEdges({ nodes, edges })]).toEqual([back])
    const order = topoSort({ nodes, edges: edges.filter((e) => e !== back) })
    expect(order.ok && order.value).toEqual(['model', 'start', 'llm', 'tool', 'end'])
  })

  it('finds none in a flow without loops', () => {
    const nodes = ['a', 'b', 'c'].map(node)
    expect(findBackEdges({ nodes, edges: [edge('a', 'b'), edge('a', 'c'), edge('b', 'c')] }).size).toBe(0)
  })
})
