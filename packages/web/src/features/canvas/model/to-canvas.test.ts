import { describe, expect, it } from 'vitest'
import { descriptorsOf, fixtureNames, readFixture } from '../testing/fixtures'
import { fromCanvas } from './from-canvas'
import { syncCanvasEdges, syncCanvasNodes, toCanvas } from './to-canvas'

describe('toCanvas', () => {
  it.each(fixtureNames())('%s: every node and edge reaches the canvas', (name) => {
    const stored = readFixture(name)
    const graph = toCanvas(stored, descriptorsOf(stored))
    expect(graph.unknownNodes).toEqual([])
    expect(graph.nodes.map((n) => n.id)).toEqual(stored.nodes.map((n) => n.id))
    expect(graph.edges.map((e) => e.id)).toEqual(stored.edges.map((e) => e.id))
    for (const node of graph.nodes) {
      expect(['customNode', 'stickyNote']).toContain(node.type)
      // Editor-only fields never come from the file; width/height would fix the card's size.
      for (const field of ['selected', 'dragging', 'measured', 'width', 'height', 'positionAbsolute'])
        expect(node).not.toHaveProperty(field)
      expect(node.data).not.toHaveProperty('selected')
    }
    for (const edge of graph.edges) expect(edge.type).toBe('buttonedge')
  })

  it('keeps unknown node types and reports them by name and id', () => {
    const stored = readFixture('llm-chain.json')
    const known = descriptorsOf(stored).filter((d) => d.name !== 'azureChatOpenAI')
    const graph = toCanvas(stored, known)
    const model = stored.nodes.find((n) => n.data.name === 'azureChatOpenAI')
    expect(graph.unknownNodes).toEqual([{ id: model?.id, name: 'azureChatOpenAI' }])
    expect(graph.nodes.map((n) => n.id)).toContain(model?.id)
  })

  it('starts at the stored viewport, or the origin', () => {
    const stored = readFixture('llm-chain.json')
    expect(toCanvas(stored, descriptorsOf(stored)).viewport).toEqual({ x: 0, y: 0, zoom: 1 })
    const withViewport = { ...stored, viewport: { x: 5, y: 6, zoom: 0.5 } }
    expect(toCanvas(withViewport, descriptorsOf(stored)).viewport).toEqual({ x: 5, y: 6, zoom: 0.5 })
  })

  it('round-trips through fromCanvas to the hydrated document', () => {
    const stored = readFixture('conversational-retrieval-qa-chain.json')
    const graph = toCanvas(stored, descriptorsOf(stored))
    const selected = graph.nodes.map((n) => ({
      ...n,
      selected: true,
      dragging: false,
      measured: { width: 300, height: 400 },
    }))
    const saved = fromCanvas(selected, graph.edges, graph.viewport)
    expect(saved.nodes.map((n) => ({ id: n.id, position: n.position, data: n.data }))).toEqual(
      graph.flow.nodes.map((n) => ({ id: n.id, position: n.position, data: n.data })),
    )
    expect(JSON.stringify(saved)).not.toMatch(/"(selected|dragging|measured)"/)
    expect(saved.edges).toEqual(graph.flow.edges.map((e) => ({ ...e, type: 'buttonedge' })))
  })
})

describe('syncCanvasNodes / syncCanvasEdges', () => {
  const stored = readFixture('llm-chain.json')
  const graph = toCanvas(stored, descriptorsOf(stored))
  const canvas = graph.nodes.map((n, i) =>
    i === 0 ? { ...n, selected: true, measured: { width: 1, height: 2 } } : n,
  )

  it('keeps the objects of unchanged nodes, rebuilds changed ones with their selection', () => {
    const [first, ...rest] = graph.flow.nodes
    if (!first) throw new Error('empty fixture')
    const changedFirst = { ...first, data: { ...first.data, label: 'Renamed' } }
    const synced = syncCanvasNodes(canvas, [changedFirst, ...rest])
    expect(synced[0]).not.toBe(canvas[0])
    expect(synced[0]).toMatchObject({ selected: true, measured: { width: 1, height: 2 } })
    expect(synced[0]?.data.label).toBe('Renamed')
    synced.slice(1).forEach((n, i) => expect(n).toBe(canvas[i + 1]))
  })

  it('drops removed nodes and edges and adds new ones', () => {
    const synced = syncCanvasNodes(canvas, graph.flow.nodes.slice(1))
    expect(synced.map((n) => n.id)).toEqual(graph.flow.nodes.slice(1).map((n) => n.id))
    expect(syncCanvasEdges(graph.edges, [])).toEqual([])
    const edges = syncCanvasEdges([], graph.flow.edges)
    expect(syncCanvasEdges(edges, graph.flow.edges).every((e, i) => e === edges[i])).toBe(true)
  })
})
