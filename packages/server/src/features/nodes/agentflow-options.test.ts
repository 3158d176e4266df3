import { describe, expect, it } from 'vitest'
import { agentflowChoices } from './agentflow-options'

describe('Agentflow v2 node choices', () => {
  it('offer the vector stores without Flowise’s older split Upsert / Load Existing Index nodes', () => {
    const names = agentflowChoices.vectorStores().map((o) => o.name)
    expect(names).toEqual(expect.arrayContaining(['pinecone', 'qdrant', 'faiss']))
    expect(names.filter((n) => /Upsert$|ExistingIndex$/.test(n))).toEqual([])
  })
})
