import { describe, expect, it } from 'vitest'
import { descriptorsOf, readFixture } from '../testing/fixtures'
import { fromCanvasChanges, toDocumentNode } from './from-canvas'
import { toCanvas } from './to-canvas'

const stored = readFixture('llm-chain.json')
const { flow, nodes } = toCanvas(stored, descriptorsOf(stored))
const chain = flow.nodes.find((n) => n.data.name === 'llmChain')
const model = flow.nodes.find((n) => n.data.name === 'azureChatOpenAI')
if (!chain || !model) throw new Error('fixture changed')
const modelEdge = flow.edges.find((e) => e.source === model.id)
if (!modelEdge) throw new Error('fixture changed')
const modelInput = modelEdge.targetHandle.split('-input-')[1]?.split('-')[0] ?? ''

describe('fromCanvasChanges', () => {
  it.each([
    ['selection', { nodes: [{ type: 'select' as const, id: chain.id, selected: true }] }],
    [
      'measured size',
      { nodes: [{ type: 'dimensions' as const, id: chain.id, dimensions: { width: 10, height: 10 } }] },
    ],
    [
      'a move still dragging',
      { nodes: [{ type: 'position' as const, id: chain.id, position: { x: 1, y: 2 }, dragging: true }] },
    ],
    ['edge selection', { edges: [{ type: 'select' as const, id: modelEdge.id, selected: true }] }],
  ])('%s is editor state: the document does not change', (_case, changes) => {
    const result = fromCanvasChanges(flow, changes)
    expect(result.changed).toBe(false)
    expect(result.flow).toBe(flow)
  })

  it('a finished move changes the position', () => {
    const { flow: moved, changed } = fromCanvasChanges(flow, {
      nodes: [{ type: 'position', id: chain.id, position: { x: 10, y: 20 }, dragging: false }],
    })
    expect(changed).toBe(true)
    expect(moved.nodes.find((n) => n.id === chain.id)?.position).toEqual({ x: 10, y: 20 })
    // Other nodes keep their objects.
    expect(moved.nodes.find((n) => n.id === model.id)).toBe(model)
  })

  it('a move to the same place is no change', () =>
    expect(
      fromCanvasChanges(flow, {
        nodes: [{ type: 'position', id: chain.id, position: { ...chain.position }, dragging: false }],
      }).changed,
    ).toBe(false))

  it('removing a node goes through deleteNode: its edges go and the referencing input clears', () => {
    expect(chain.data.inputs[modelInput]).toBe(`{{${model.id}.data.instance}}`)
    const { flow: after, changed } = fromCanvasChanges(flow, { nodes: [{ type: 'remove', id: model.id }] })
    expect(changed).toBe(true)
    expect(after.nodes.map((n) => n.id)).not.toContain(model.id)
    expect(after.edges.some((e) => e.source === model.id)).toBe(false)
    expect(after.nodes.find((n) => n.id === chain.id)?.data.inputs[modelInput]).toBe('')
  })

  it('removing an edge goes through deleteEdge and clears the target input', () => {
    const { flow: after } = fromCanvasChanges(flow, { edges: [{ type: 'remove', id: modelEdge.id }] })
    expect(after.edges.map((e) => e.id)).not.toContain(modelEdge.id)
    expect(after.nodes.find((n) => n.id === chain.id)?.data.inputs[modelInput]).toBe('')
  })

  it('an added node enters the document without editor fields', () => {
    const first = nodes[0]
    if (!first) throw new Error('empty')
    const item = { ...first, id: 'extra_0', selected: true, dragging: false }
    const { flow: after } = fromCanvasChanges(flow, { nodes: [{ type: 'add', item }] })
    const added = after.nodes.at(-1)
    expect(added?.id).toBe('extra_0')
    expect(added).not.toHaveProperty('selected')
    expect(added).not.toHaveProperty('dragging')
    expect(toDocumentNode(item)).toEqual(added)
  })
})
