import { describe, expect, it } from 'vitest'
import { sampleFlow } from '../testing/sample-flow'
import { parseFlowData } from './parse-flow-data'
import { readStoredFlowData } from './read-stored-flow-data'

const knowsAll = () => true

/** The stored text of a flow as the server writes it: the schema's output. */
function storedText(extra: object = {}): string {
  const parsed = parseFlowData(
    JSON.stringify({ ...sampleFlow(), viewport: { x: 1, y: 2, zoom: 0.5 }, ...extra }),
  )
  if (!parsed.ok) throw new Error('the sample flow does not parse')
  return JSON.stringify(parsed.value)
}

const unknownNode = {
  id: 'legacy_0',
  position: { x: 0, y: 0 },
  // As written by another tool: no defaulted fields, a numeric output name.
  data: { id: 'legacy_0', name: 'legacyNode', outputAnchors: [{ id: 'legacy_0-output-1', name: 1 }] },
}

describe('readStoredFlowData', () => {
  it('reads a stored flow exactly as the full parse does', () => {
    const text = storedText()
    const parsed = parseFlowData(text)
    expect(parsed.ok).toBe(true)
    expect(readStoredFlowData(text, knowsAll)).toEqual(parsed.ok && parsed.value)
  })

  it('puts a node of an unknown type through the node schema (defaults, names as text)', () => {
    const text = JSON.stringify({ ...JSON.parse(storedText()), nodes: [unknownNode] })
    const read = readStoredFlowData(text, (name) => name !== 'legacyNode')
    const parsed = parseFlowData(text)
    expect(parsed.ok && read).toEqual(parsed.ok && parsed.value)
    expect(read.nodes[0]?.data.inputParams).toEqual([])
    expect(read.nodes[0]?.data.outputAnchors[0]).toMatchObject({ name: '1', type: '' })
  })

  it('a known type missing its defaulted fields is parsed too', () => {
    const text = JSON.stringify({
      nodes: [{ ...unknownNode, data: { id: 'a', name: 'chatOpenAI' } }],
      edges: [],
    })
    expect(readStoredFlowData(text, knowsAll).nodes[0]?.data.inputs).toEqual({})
  })

  it.each([
    ['not JSON', '{nodes'],
    ['no nodes', '{"edges":[]}'],
    ['a node the schema refuses', '{"nodes":[{"id":"a"}],"edges":[]}'],
    ['an edge without handles', '{"nodes":[],"edges":[{"id":"e","source":"a","target":"b"}]}'],
    ['a viewport without zoom', '{"nodes":[],"edges":[],"viewport":{"x":0,"y":0}}'],
  ])('%s gives an empty flow, as parseFlowDataOrEmpty does', (_label, text) => {
    expect(readStoredFlowData(text, knowsAll)).toEqual({ nodes: [], edges: [] })
  })
})
