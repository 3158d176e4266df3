import { describe, expect, it } from 'vitest'
import { parseFlowData, parseFlowDataOrEmpty } from './parse-flow-data'

describe('parseFlowData', () => {
  it('reads a flow document', () => {
    const result = parseFlowData('{"nodes":[],"edges":[]}')
    expect(result).toEqual({ ok: true, value: { nodes: [], edges: [] } })
  })

  it.each([
    ['not JSON', '{nodes: []', /JSON/],
    ['another shape', '[1,2]', /^flowData: /],
    [
      'a node without data',
      '{"nodes":[{"id":"a","position":{"x":0,"y":0}}],"edges":[]}',
      /^nodes\.0\.data: /,
    ],
    [
      'JSON nested 10,000 deep',
      `{"nodes":[],"edges":[],"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      /nested deeper/,
    ],
  ])('refuses %s with one INVALID_FLOW_DATA issue', (_label, text, message) => {
    const result = parseFlowData(text)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toHaveLength(1)
    expect(result.error[0]?.code).toBe('INVALID_FLOW_DATA')
    expect(result.error[0]?.message).toMatch(message)
  })

  it('parseFlowDataOrEmpty gives an empty flow for text that is not one', () => {
    expect(parseFlowDataOrEmpty('nope')).toEqual({ nodes: [], edges: [] })
  })
})
