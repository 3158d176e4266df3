import { describe, expect, it } from 'vitest'
import { readFlowiseNodeLibrary } from '@unikflow/testkit/fixtures'
import { nodeDescriptors } from './index'

describe("Flowise 3.1.4's node library", () => {
  const library = readFlowiseNodeLibrary()
  const ours = new Set(nodeDescriptors.map((d) => d.name))

  it('every node type of it is in the catalogue under the same name', () => {
    expect(library.length).toBeGreaterThanOrEqual(309)
    expect(library.filter((n) => !ours.has(n.name)).map((n) => `${n.category}/${n.name}`)).toEqual([])
  })
})
