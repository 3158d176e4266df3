import { describe, expect, it } from 'vitest'
import type { TFlowData } from '@unikflow/graph'
import { descriptorsOf, readFixture } from '../testing/fixtures'
import { createEditorState, editorReducer } from './editor-reducer'
import { toCanvas } from './to-canvas'

/** The fixture `times` over, each copy's ids suffixed (a flow as large as the canvas bench's). */
function repeated(flow: TFlowData, times: number): TFlowData {
  const copy = (i: number) => {
    const rename = (text: string) => text.replace(/[A-Za-z]+_\d+/g, (id) => `${id}x${i}`)
    return JSON.parse(rename(JSON.stringify({ nodes: flow.nodes, edges: flow.edges }))) as TFlowData
  }
  const copies = Array.from({ length: times }, (_, i) => copy(i))
  return { nodes: copies.flatMap((c) => c.nodes), edges: copies.flatMap((c) => c.edges) }
}

describe('unmeasured boxes', () => {
  const stored = readFixture('llm-chain.json')
  const descriptors = descriptorsOf(stored)
  const large = repeated(stored, Math.ceil(150 / stored.nodes.length))

  it('a large flow: every card has a size and the handle of each of its edges before it is measured', () => {
    const graph = toCanvas(large, descriptors)
    expect(graph.nodes.length).toBeGreaterThanOrEqual(150)
    const byId = new Map(graph.nodes.map((n) => [n.id, n]))
    for (const node of graph.nodes) {
      expect(node.initialWidth).toBeGreaterThan(0)
      expect(node.initialHeight).toBeGreaterThan(0)
    }
    expect(graph.edges.length).toBeGreaterThan(0)
    for (const edge of graph.edges) {
      const source = byId.get(edge.source)?.handles ?? []
      const target = byId.get(edge.target)?.handles ?? []
      expect(source).toContainEqual(expect.objectContaining({ id: edge.sourceHandle, type: 'source' }))
      expect(target).toContainEqual(expect.objectContaining({ id: edge.targetHandle, type: 'target' }))
    }
  })

  it('a small flow is measured as it mounts: no estimates', () => {
    for (const node of toCanvas(stored, descriptors).nodes) expect(node).not.toHaveProperty('handles')
  })

  it('a measured card drops its estimate, the others keep theirs; the document never holds them', () => {
    const graph = toCanvas(large, descriptors)
    const [first, second] = graph.nodes
    if (!first || !second) throw new Error('fixture changed')
    const state = editorReducer(createEditorState(graph.flow, graph.nodes, graph.edges), {
      type: 'nodesChange',
      changes: [{ type: 'dimensions', id: first.id, dimensions: { width: 300, height: 512 } }],
    })
    const [measured, other] = state.nodes
    expect(measured).not.toHaveProperty('handles')
    expect(measured).not.toHaveProperty('initialHeight')
    expect(measured?.measured).toEqual({ width: 300, height: 512 })
    expect(other).toBe(second)
    for (const node of state.history.present.nodes) expect(node).not.toHaveProperty('handles')
  })

  it('an edge added to an unmeasured card gives it that handle', () => {
    const graph = toCanvas(large, descriptors)
    const edge = graph.flow.edges[0]
    if (!edge) throw new Error('fixture changed')
    const added = { ...edge, id: 'added', targetHandle: `${edge.targetHandle}-more` }
    const state = editorReducer(createEditorState(graph.flow, graph.nodes, graph.edges), {
      type: 'edit',
      edit: (flow) => ({ flow: { ...flow, edges: [...flow.edges, added] }, changed: true }),
    })
    const target = state.nodes.find((n) => n.id === edge.target)
    expect(target?.handles).toContainEqual(expect.objectContaining({ id: added.targetHandle }))
  })
})
