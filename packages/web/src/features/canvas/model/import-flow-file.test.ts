import { describe, expect, it } from 'vitest'
import { descriptorsOf, fixtureNames, readFixture, readFixtureText } from '../testing/fixtures'
import { ImportFailures, isJsonFileName, parseFlowFile } from './import-flow-file'

describe('parseFlowFile', () => {
  it.each(fixtureNames())('%s loads with every node', (name) => {
    const text = readFixtureText(name)
    const stored = readFixture(name)
    const result = parseFlowFile(name, text, descriptorsOf(stored))
    if (!result.ok) throw new Error(result.reason)
    expect(result.unknownNodes).toEqual([])
    expect(result.flow.nodes.map((n) => n.id)).toEqual(stored.nodes.map((n) => n.id))
    expect(JSON.stringify(result.flow.nodes)).not.toMatch(/"(selected|dragging|positionAbsolute)"/)
  })

  it('reports unknown node types by name and id and keeps them', () => {
    const name = 'conversational-retrieval-qa-chain.json'
    const stored = readFixture(name)
    const result = parseFlowFile(name, readFixtureText(name), [])
    if (!result.ok) throw new Error(result.reason)
    expect(result.unknownNodes).toEqual(stored.nodes.map((n) => ({ id: n.id, name: n.data.name })))
    expect(result.flow.nodes).toHaveLength(stored.nodes.length)
  })

  it.each([
    ['flow.txt', '{"nodes":[],"edges":[]}', ImportFailures.NotJson],
    ['flow.JSON.exe', '{"nodes":[],"edges":[]}', ImportFailures.NotJson],
    ['flow.json', '{nodes', ImportFailures.InvalidJson],
    ['flow.json', '{"edges":[]}', ImportFailures.InvalidFlow],
    ['flow.json', '[1,2]', ImportFailures.InvalidFlow],
  ])('%s with %s fails as %s', (file, text, reason) => {
    const result = parseFlowFile(file, text, [])
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toBe(reason)
  })

  it('accepts an empty flow and upper-case extensions', () => {
    expect(isJsonFileName('A.JSON')).toBe(true)
    expect(parseFlowFile('a.json', '{"nodes":[],"edges":[]}', []).ok).toBe(true)
  })
})
