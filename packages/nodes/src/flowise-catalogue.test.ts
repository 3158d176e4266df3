import { describe, expect, it } from 'vitest'
import { readFlowiseNodeLibrary } from '@unikflow/testkit/fixtures'
import { nodeDescriptors } from './index'

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
    expect(behind).toEqual([])
  })
})
