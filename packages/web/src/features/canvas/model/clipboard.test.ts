import { describe, expect, it } from 'vitest'
import { parseHandleId } from '@unikflow/graph'
import { descriptorsOf, readFixture } from '../testing/fixtures'
import { copySelection, PASTE_OFFSET, pasteClipboard } from './clipboard'
import type { Box } from './free-spot'
import { nodeBoxes } from './node-boxes'
import { toCanvas } from './to-canvas'

const stored = readFixture('llm-chain.json')
const { flow } = toCanvas(stored, descriptorsOf(stored))
const ids = new Set(flow.nodes.map((n) => n.id))
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('copy / paste', () => {
  it('copies the selected nodes and only the edges between them', () => {
    const first = flow.edges[0]
    if (!first) throw new Error('fixture changed')
    const clip = copySelection(flow, new Set([first.source]))
    expect(clip.nodes.map((n) => n.id)).toEqual([first.source])
    expect(clip.edges).toEqual([])
    expect(copySelection(flow, ids).edges).toHaveLength(flow.edges.length)
  })

  it('pastes copies with new ids, moved as one clear of every card, and their inner connections re-made', () => {
    const clip = copySelection(flow, ids)
    const { flow: after, changed, nodeIds } = pasteClipboard(flow, clip)
    expect(changed).toBe(true)
    expect(nodeIds).toHaveLength(flow.nodes.length)
    for (const id of nodeIds) expect(ids.has(id)).toBe(false)
    const copies = after.nodes.filter((n) => nodeIds.includes(n.id))
    const first = flow.nodes[0]
    const firstCopy = copies[0]
    if (!first || !firstCopy) throw new Error('fixture changed')
    const dx = firstCopy.position.x - first.position.x
    const dy = firstCopy.position.y - first.position.y
    const boxes = nodeBoxes(flow.nodes, new Map())
    flow.nodes.forEach((original, i) => {
      expect(copies[i]?.position).toEqual({ x: original.position.x + dx, y: original.position.y + dy })
      expect(copies[i]?.data.id).toBe(copies[i]?.id)
      const [copyBox] = nodeBoxes([copies[i] ?? original], new Map())
      for (const box of boxes) expect(copyBox && intersects(copyBox, box)).toBe(false)
    })
    const newEdges = after.edges.slice(flow.edges.length)
    expect(newEdges).toHaveLength(flow.edges.length)
    for (const e of newEdges) {
      expect(nodeIds).toContain(e.source)
      expect(parseHandleId(e.targetHandle, e.target)?.nodeId).toBe(e.target)
      // addEdge wrote the reference into the copied target.
      const target = after.nodes.find((n) => n.id === e.target)
      expect(JSON.stringify(target?.data.inputs)).toContain(`{{${e.source}.data.instance}}`)
    }
  })

  it('pastes nodes that were deleted meanwhile, and nothing from an empty clipboard', () => {
    const clip = copySelection(flow, ids)
    const emptied = { ...flow, nodes: [], edges: [] }
    expect(pasteClipboard(emptied, clip).flow.nodes).toHaveLength(flow.nodes.length)
    expect(pasteClipboard(flow, { nodes: [], edges: [] }).changed).toBe(false)
  })

  it('pastes the plain offset away from the originals where nothing is in the way', () => {
    const [one] = flow.nodes
    if (!one) throw new Error('fixture changed')
    const small = new Map([[one.id, { width: 10, height: 10 }]])
    const single = { ...flow, nodes: [one], edges: [] }
    const { flow: after, nodeIds } = pasteClipboard(
      single,
      copySelection(single, new Set([one.id])),
      2,
      small,
    )
    expect(after.nodes.find((n) => n.id === nodeIds[0])?.position).toEqual({
      x: one.position.x + PASTE_OFFSET * 2,
      y: one.position.y + PASTE_OFFSET * 2,
    })
  })
})
