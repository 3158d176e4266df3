import { describe, expect, it } from 'vitest'
import { readFlowiseNodeLibrary } from '@unikflow/testkit/fixtures'
import { nodeDescriptors } from './index'

/**
 * Nodes kept below Flowise's version, and why. Flowise's Start 1.4 adds webhook and schedule starts (time,
 * week-day, month-day and date pickers): field kinds the contract does not have, and no webhook or schedule
 * trigger here to run them; a newer export's Start still opens (inputs are read by name).
 */
const BEHIND = new Map([['startAgentflow', 1.1]])

describe("Flowise 3.1.4's node library", () => {
  const library = readFlowiseNodeLibrary()
  const ours = new Map(nodeDescriptors.map((d) => [d.name, d]))

  it('every node type of it is in the catalogue under the same name', () => {
    expect(library.length).toBeGreaterThanOrEqual(309)
    expect(library.filter((n) => !ours.has(n.name)).map((n) => `${n.category}/${n.name}`)).toEqual([])
  })

  it("every node is at Flowise's version or later, so a Flowise export's inputs are the ones it knows", () => {
    const behind = library
      .filter((n) => (ours.get(n.name)?.version ?? 0) < n.version)
      .map((n) => [n.name, ours.get(n.name)?.version])
    expect(behind).toEqual([...BEHIND])
  })
})
