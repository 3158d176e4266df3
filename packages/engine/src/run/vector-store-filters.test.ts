import { describe, expect, it } from 'vitest'
import type { JsonCall } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow, type TNodeSpec } from './build-flow'
import { createTestServices } from '../testing/test-services'
import { isSearchable, useVectorDoubles, type TStoreDoc } from '../testing/vector-doubles'

/**
 * The Qdrant Search Filter and the Chroma Metadata Filter go with every search the store makes; the
 * doubles keep only the points / rows the filter matches (as the databases do) and record what they got.
 */
const doubles = useVectorDoubles()

const DOCS = [
  { text: 'Refunds are paid within 14 days.', metadata: { topic: 'refunds', lang: 'en' } },
  { text: 'Shipping to Europe takes a week.', metadata: { topic: 'shipping', lang: 'en' } },
  { text: 'Les remboursements prennent 14 jours.', metadata: { topic: 'refunds', lang: 'fr' } },
]

/** Three Plain Text documents → the store ← Local Hash Embeddings, run up to the store. */
async function store(
  name: string,
  inputs: Record<string, unknown>,
  credential: string,
  overrides: Pick<Parameters<typeof runFlow>[0], 'overrideConfig' | 'allowedOverrides'> = {},
) {
  const loaders: TNodeSpec[] = DOCS.map((d, i) => ({
    id: `t${i}`,
    name: 'plainText',
    output: 'document',
    inputs: { text: d.text, metadata: JSON.stringify(d.metadata) },
  }))
  const result = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: buildFlow([
      ...loaders,
      { id: 'e', name: 'localHashEmbeddings', inputs: { dimensions: 32 } },
      {
        id: 'v',
        name,
        credential,
        output: 'vectorStore',
        inputs: {
          ...inputs,
          document: loaders.map((l) => `{{${l.id}.data.instance}}`),
          embeddings: '{{e.data.instance}}',
        },
      },
    ]),
    question: '',
    stopNodeId: 'v',
    services: createTestServices(doubles.fake.baseUrl, { allowPrivateHosts: ['127.0.0.1'] }),
    ...overrides,
  })
  if (!isSearchable(result.instance)) throw new Error(`${name} supplied no vector store`)
  return result.instance
}

const texts = async (s: { similaritySearch(q: string, k: number): Promise<TStoreDoc[]> }) =>
  (await s.similaritySearch('Shipping to Europe takes a week.', 3)).map((d) => d.pageContent).sort()
const lastBody = (calls: readonly JsonCall[], path: RegExp): Record<string, unknown> => {
  const body = calls.filter((c) => path.test(c.url)).at(-1)?.body
  return typeof body === 'object' && body !== null ? { ...body } : {}
}

const QDRANT = { qdrantServerUrl: '', qdrantCollection: 'faq' }
const CHROMA = { chromaURL: '', collectionName: 'faq' }
const qdrantInputs = (extra: Record<string, unknown> = {}) => ({
  ...QDRANT,
  qdrantServerUrl: doubles.qdrant.url,
  ...extra,
})
const chromaInputs = (extra: Record<string, unknown> = {}) => ({
  ...CHROMA,
  chromaURL: doubles.chroma.url,
  ...extra,
})

describe('Qdrant Search Filter', () => {
  it('without a filter the search sends none and every document can come back', async () => {
    expect(
      await texts(await store('qdrant', qdrantInputs({ qdrantFilter: '' }), 'cred-qdrant')),
    ).toHaveLength(3)
    expect(lastBody(doubles.qdrant.calls, /points\/search$/)).not.toHaveProperty('filter')
  })

  it('must / must_not on metadata keys (JSON text): only matching points come back', async () => {
    const filter = {
      must: [{ key: 'metadata.topic', match: { value: 'refunds' } }],
      must_not: [{ key: 'metadata.lang', match: { any: ['fr', 'de'] } }],
    }
    const s = await store('qdrant', qdrantInputs({ qdrantFilter: JSON.stringify(filter) }), 'cred-qdrant')
    expect(await texts(s)).toEqual(['Refunds are paid within 14 days.'])
    expect(lastBody(doubles.qdrant.calls, /points\/search$/).filter).toEqual(filter)
  })

  it('a filter given as an object (an override) is sent as it is; should picks any of its conditions', async () => {
    const filter = {
      should: [
        { key: 'metadata.topic', match: { value: 'shipping' } },
        { key: 'metadata.lang', match: { value: 'fr' } },
      ],
    }
    const s = await store('qdrant', qdrantInputs({ qdrantFilter: filter }), 'cred-qdrant')
    expect(await texts(s)).toEqual([
      'Les remboursements prennent 14 jours.',
      'Shipping to Europe takes a week.',
    ])
    expect(lastBody(doubles.qdrant.calls, /points\/search$/).filter).toEqual(filter)
  })

  it('an overrideConfig filter is merged into the saved one key by key, as Flowise merges it', async () => {
    const saved = { must: [{ key: 'metadata.topic', match: { value: 'refunds' } }] }
    const given = { must_not: [{ key: 'metadata.lang', match: { value: 'fr' } }] }
    const s = await store('qdrant', qdrantInputs({ qdrantFilter: JSON.stringify(saved) }), 'cred-qdrant', {
      overrideConfig: { qdrantFilter: given },
      allowedOverrides: { qdrant: ['qdrantFilter'] },
    })
    expect(await texts(s)).toEqual(['Refunds are paid within 14 days.'])
    expect(lastBody(doubles.qdrant.calls, /points\/search$/).filter).toEqual({ ...saved, ...given })
  })

  it('text that is not JSON stops the node with its name and the field; nothing is searched', async () => {
    const searches = doubles.qdrant.calls.filter((c) => /points\/search$/.test(c.url)).length
    await expect(
      store('qdrant', qdrantInputs({ qdrantFilter: '{"must": [' }), 'cred-qdrant'),
    ).rejects.toThrow(/qdrant: Qdrant Search Filter is not valid JSON/)
    await expect(store('qdrant', qdrantInputs({ qdrantFilter: '[1]' }), 'cred-qdrant')).rejects.toThrow(
      /qdrant: Qdrant Search Filter must be a JSON object/,
    )
    expect(doubles.qdrant.calls.filter((c) => /points\/search$/.test(c.url))).toHaveLength(searches)
  })

  it('a filter Qdrant refuses is its error, not an unfiltered answer', async () => {
    const s = await store(
      'qdrant',
      qdrantInputs({ qdrantFilter: '{"must": [{"key": "metadata.topic"}]}' }),
      'cred-qdrant',
    )
    await expect(texts(s)).rejects.toThrow(/Qdrant answered 400/)
  })
})

describe('Chroma Metadata Filter', () => {
  it('without a filter the query sends no where', async () => {
    expect(await texts(await store('chroma', chromaInputs(), 'cred-chroma'))).toHaveLength(3)
    expect(lastBody(doubles.chroma.calls, /\/query$/)).not.toHaveProperty('where')
  })

  it('plain key: value with an operator: several keys are sent as one $and (Chroma wants one per level)', async () => {
    const s = await store(
      'chroma',
      chromaInputs({ chromaMetadataFilter: '{"topic": "refunds", "lang": {"$ne": "fr"}}' }),
      'cred-chroma',
    )
    expect(await texts(s)).toEqual(['Refunds are paid within 14 days.'])
    expect(lastBody(doubles.chroma.calls, /\/query$/).where).toEqual({
      $and: [{ topic: 'refunds' }, { lang: { $ne: 'fr' } }],
    })
  })

  it('$or of $in / $nin, as an object, is sent as it is', async () => {
    const where = { $or: [{ topic: { $in: ['shipping'] } }, { lang: { $nin: ['en'] } }] }
    const s = await store('chroma', chromaInputs({ chromaMetadataFilter: where }), 'cred-chroma')
    expect(await texts(s)).toEqual([
      'Les remboursements prennent 14 jours.',
      'Shipping to Europe takes a week.',
    ])
    expect(lastBody(doubles.chroma.calls, /\/query$/).where).toEqual(where)
  })

  it('$eq inside $and and a key no document has', async () => {
    const and = { $and: [{ topic: { $eq: 'refunds' } }, { lang: 'fr' }] }
    expect(
      await texts(await store('chroma', chromaInputs({ chromaMetadataFilter: and }), 'cred-chroma')),
    ).toEqual(['Les remboursements prennent 14 jours.'])
    const none = { author: 'nobody' }
    expect(
      await texts(await store('chroma', chromaInputs({ chromaMetadataFilter: none }), 'cred-chroma')),
    ).toEqual([])
  })

  it('text that is not JSON stops the node with its name and the field', async () => {
    await expect(
      store('chroma', chromaInputs({ chromaMetadataFilter: "{'topic': 'refunds'}" }), 'cred-chroma'),
    ).rejects.toThrow(/chroma: Chroma Metadata Filter is not valid JSON/)
  })
})
