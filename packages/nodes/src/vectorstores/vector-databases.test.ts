import { describe, expect, it } from 'vitest'
import { runFlow } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { isSearchable, useVectorDoubles } from '../testing/vector-doubles'
import { readUpserted } from '../shared/upsert-counts'

/** Qdrant and Chroma doubles (testkit) check each request body against the shape their APIs take. */
const harness = useNodeHarness()
const doubles = useVectorDoubles()

const TEXT = 'Refunds are paid within 14 days.\n\nShipping to Europe takes a week.'

/** Plain Text (split) → the vector store ← Local Hash Embeddings, run up to the store. */
async function upsert(
  name: string,
  inputs: Record<string, unknown>,
  credential: string,
  allow = ['127.0.0.1'],
) {
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 40, chunkOverlap: 0 } },
      {
        id: 't',
        name: 'plainText',
        output: 'document',
        inputs: { text: TEXT, textSplitter: '{{s.data.instance}}' },
      },
      { id: 'e', name: 'localHashEmbeddings', inputs: { dimensions: 32 } },
      {
        id: 'v',
        name,
        credential,
        output: 'vectorStore',
        inputs: { ...inputs, document: ['{{t.data.instance}}'], embeddings: '{{e.data.instance}}' },
      },
    ]),
    question: '',
    stopNodeId: 'v',
    services: harness.services({ allowPrivateHosts: allow }),
  })
  if (!isSearchable(result.instance)) throw new Error(`${name} supplied no vector store`)
  return result.instance
}

describe('Qdrant and Chroma against their HTTP doubles', () => {
  it('Qdrant creates the collection, upserts points with stable ids and searches', async () => {
    const inputs = { qdrantServerUrl: doubles.qdrant.url, qdrantCollection: 'faq' }
    const store = await upsert('qdrant', inputs, 'cred-qdrant')
    expect(readUpserted(store)).toEqual({ numAdded: 2, numUpdated: 0, numSkipped: 0, numDeleted: 0 })
    expect(doubles.qdrant.points.size).toBe(2)
    const [hit] = await store.similaritySearch('Refunds are paid within 14 days.', 1)
    expect(hit?.pageContent).toBe('Refunds are paid within 14 days.')
    expect(hit?.metadata).toMatchObject({ loc: { lines: { from: 1, to: 1 } } })
    // The same documents again overwrite their points (ids from their content), the collection is kept.
    await upsert('qdrant', inputs, 'cred-qdrant')
    expect(doubles.qdrant.points.size).toBe(2)
    expect(
      doubles.qdrant.calls.filter((r) => r.method === 'PUT' && r.url === '/collections/faq'),
    ).toHaveLength(1)
  })

  it('Chroma gets or creates the collection, upserts flat metadata and answers 1 - distance', async () => {
    const store = await upsert(
      'chroma',
      { chromaURL: doubles.chroma.url, collectionName: 'faq' },
      'cred-chroma',
    )
    expect(readUpserted(store)?.numAdded).toBe(2)
    expect(doubles.chroma.rows.size).toBe(2)
    const [hit] = await store.similaritySearchWithScore('Shipping to Europe takes a week.', 1)
    expect(hit?.[0].pageContent).toBe('Shipping to Europe takes a week.')
    expect(hit?.[0].metadata.loc).toBe('{"lines":{"from":3,"to":3}}')
    expect(hit?.[1]).toBeCloseTo(1, 5)
  })

  it('both go through the outbound guard: loopback is refused without the operator allowlist', async () => {
    const before = doubles.qdrant.calls.length
    await expect(
      upsert('qdrant', { qdrantServerUrl: doubles.qdrant.url, qdrantCollection: 'faq' }, 'cred-qdrant', []),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
    await expect(
      upsert('chroma', { chromaURL: doubles.chroma.url, collectionName: 'faq' }, 'cred-chroma', []),
    ).rejects.toThrow(/Refused to connect to 127\.0\.0\.1/)
    expect(doubles.qdrant.calls.length).toBe(before)
  })

  it('a wrong key is a clear error naming the database', async () => {
    await expect(
      upsert('qdrant', { qdrantServerUrl: doubles.qdrant.url, qdrantCollection: 'faq' }, 'cred-none'),
    ).rejects.toThrow(/Qdrant answered 401/)
  })
})
