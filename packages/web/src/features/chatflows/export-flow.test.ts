import { describe, expect, it } from 'vitest'
import { readFixtureText } from '../canvas/testing/fixtures'
import { exportFileName, exportFlowJson } from './export-flow'

describe('flow export', () => {
  it.each([
    ['My flow', 'My flow Chatflow.json'],
    ['a/b:c', 'a b c Chatflow.json'],
    ['   ', 'Untitled Chatflow.json'],
  ])('%j → %j', (name, file) => expect(exportFileName(name)).toBe(file))

  it('strips editor fields and secrets', () => {
    const json = exportFlowJson(readFixtureText('llm-chain.json'))
    expect(json).not.toMatch(/"(selected|dragging|positionAbsolute)"/)
    expect(JSON.parse(json)).toHaveProperty('nodes')
  })
})
