import { describe, expect, it } from 'vitest'
import { deleteNode, duplicateNode } from '@unikflow/graph'
import { descriptorsOf, readFixture } from '../testing/fixtures'
import { createEditorState, editorReducer, type EditorState } from './editor-reducer'
import { toCanvas } from './to-canvas'

const stored = readFixture('llm-chain.json')
const graph = toCanvas(stored, descriptorsOf(stored))
const start = (): EditorState => createEditorState(graph.flow, graph.nodes, graph.edges)
const model = graph.flow.nodes.find((n) => n.data.name === 'azureChatOpenAI')
if (!model) throw new Error('fixture changed')

describe('editorReducer', () => {
  it('a graph edit changes document and canvas, and undo/redo walk it back and forth', () => {
    let s = editorReducer(start(), { type: 'edit', edit: (f) => deleteNode(f, model.id) })
    expect(s.nodes.map((n) => n.id)).not.toContain(model.id)
    expect(s.history.present.nodes.map((n) => n.id)).not.toContain(model.id)
    expect(s.revision).toBe(1)
    s = editorReducer(s, { type: 'undo' })
    expect(s.nodes.map((n) => n.id)).toContain(model.id)
    expect(s.edges).toHaveLength(graph.edges.length)
    expect(s.history.present).toBe(graph.flow)
    s = editorReducer(s, { type: 'redo' })
    expect(s.nodes.map((n) => n.id)).not.toContain(model.id)
  })

  it('selection and dragging are not history and do not change the document', () => {
    let s = editorReducer(start(), {
      type: 'nodesChange',
      changes: [{ type: 'select', id: model.id, selected: true }],
    })
    s = editorReducer(s, {
      type: 'nodesChange',
      changes: [{ type: 'position', id: model.id, position: { x: 1, y: 1 }, dragging: true }],
    })
    expect(s.nodes.find((n) => n.id === model.id)).toMatchObject({ selected: true, position: { x: 1, y: 1 } })
    expect(s.history.past).toEqual([])
    expect(s.revision).toBe(0)
    s = editorReducer(s, {
      type: 'nodesChange',
      changes: [{ type: 'position', id: model.id, position: { x: 2, y: 2 }, dragging: false }],
    })
    expect(s.history.past).toHaveLength(1)
    expect(s.history.present.nodes.find((n) => n.id === model.id)?.position).toEqual({ x: 2, y: 2 })
    expect(s.nodes.find((n) => n.id === model.id)?.selected).toBe(true)
  })

  it('an edit that selects shows only the new node selected; unchanged nodes keep their objects', () => {
    const before = start()
    let newId = ''
    const s = editorReducer(before, {
      type: 'edit',
      edit: (f) => {
        const r = duplicateNode(f, model.id)
        newId = r.nodeId ?? ''
        return r
      },
      select: [],
    })
    expect(s.nodes.find((n) => n.id === newId)?.position.x).toBe(model.position.x + 400)
    const again = editorReducer(s, { type: 'selectAll' })
    expect(again.nodes.every((n) => n.selected)).toBe(true)
    expect(s.nodes.filter((n) => n.id !== newId).every((n, i) => n === before.nodes[i])).toBe(true)
  })

  it('tracks unsaved changes with revision and cleanRevision', () => {
    let s = editorReducer(start(), { type: 'edit', edit: (f) => deleteNode(f, model.id) })
    expect(s.revision).not.toBe(s.cleanRevision)
    s = editorReducer(s, { type: 'markClean' })
    expect(s.revision).toBe(s.cleanRevision)
    s = editorReducer(s, { type: 'edit', edit: (f) => deleteNode(f, 'missing') })
    expect(s.revision).toBe(s.cleanRevision)
  })

  it('loading a flow starts a fresh, clean history', () => {
    const edited = editorReducer(start(), { type: 'edit', edit: (f) => deleteNode(f, model.id) })
    const s = editorReducer(edited, {
      type: 'load',
      flow: graph.flow,
      nodes: graph.nodes,
      edges: graph.edges,
    })
    expect(s.history.past).toEqual([])
    expect(s.revision).toBe(s.cleanRevision)
    expect(s.nodes).toBe(graph.nodes)
  })
})
