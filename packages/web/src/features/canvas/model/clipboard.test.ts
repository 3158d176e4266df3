import { describe, expect, it } from 'vitest'
import { parseHandleId } from '@unikflow/graph'
import { descriptorsOf, readFixture } from '../testing/fixtures'
import { copySelection, PASTE_OFFSET, pasteClipboard } from './clipboard'
import { toCanvas } from './to-canvas'

const stored = readFixture('llm-chain.json')
const { flow } = toCanvas(stored, descriptorsOf(stored))
const ids = new Set(flow.nodes.map((n) => n.id))

describe('copy / paste', () => {
  it('copies the selected nodes and only the edges between them', () => {
    const first = flow.edges[0]
    if (!first) throw new Error('fixture changed')
    const clip = copySelection(flow, new Set([first.source]))
    expect(clip.nodes.map((n) => n.id)).toEqual([first.source])
    expect(clip.edges).toEqual([])
    expect(copySelection(flow, ids).edges).toHaveLength(flow.edges.length)
  })

  it('pastes copies with new ids, offset, and their inner connections re-made', () => {
    const clip = copySelection(flow, ids)
    const { flow: after, changed, nodeIds } = pasteClipboard(flow, clip)
    expect(changed).toBe(true)
    expect(nodeIds).toHaveLength(flow.nodes.length)
    for (const id of nodeIds) expect(ids.has(id)).toBe(false)
    const copies = after.nodes.filter((n) => nodeIds.includes(n.id))
    flow.nodes.forEach((original, i) => {
      expect(copies[i]?.position).toEqual({
        x: original.position.x + PASTE_OFFSET,
        y: original.position.y + PASTE_OFFSET,
      })
      expect(copies[i]?.data.id).toBe(copies[i]?.id)
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
})
