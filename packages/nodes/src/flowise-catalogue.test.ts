import { describe, expect, it } from 'vitest'
import { readFlowiseNodeLibrary } from '@unikflow/testkit/fixtures'
import { nodeDescriptors } from './index'

/**
 * Flowise's node types this catalogue does not have yet, by Flowise's category folder. The list only shrinks: a
 * node added to the catalogue must leave it (the second test fails otherwise), and it ends empty.
 */
const NOT_YET = new Set<string>([
  // agents
  // analytic
  // cache
  // chains
  // chatmodels
  // documentloaders
  // embeddings
  // graphs
  // llms
  // memory
  // outputparsers
  // prompts
  // recordmanager
  // responsesynthesizer
  // retrievers
  // speechtotext
  // tools
  // utilities
  // vectorstores
])

describe("Flowise 3.1.4's node library", () => {
  const library = readFlowiseNodeLibrary()
  const ours = new Set(nodeDescriptors.map((d) => d.name))

  it('every node type of it is in the catalogue under the same name', () => {
    expect(library.length).toBeGreaterThanOrEqual(309)
    const missing = library.filter((n) => !ours.has(n.name) && !NOT_YET.has(n.name))
    expect(missing.map((n) => `${n.category}/${n.name}`)).toEqual([])
  })

  it('names only missing Flowise nodes as not yet there', () => {
    const flowise = new Set(library.map((n) => n.name))
    expect([...NOT_YET].filter((name) => ours.has(name) || !flowise.has(name))).toEqual([])
  })
})
