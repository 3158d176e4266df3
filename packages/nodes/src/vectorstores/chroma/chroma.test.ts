import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { lastBody, texts, threeDocsStoreOf } from '../../testing/three-docs-store'
import { useVectorDoubles } from '../../testing/vector-doubles'

/**
 * The Qdrant Search Filter and the Chroma Metadata Filter go with every search the store makes; the
 * doubles keep only the points / rows the filter matches (as the databases do) and record what they got.
 */
const harness = useNodeHarness()
const doubles = useVectorDoubles()

const store = threeDocsStoreOf(harness)

const CHROMA = { chromaURL: '', collectionName: 'faq' }
const chromaInputs = (extra: Record<string, unknown> = {}) => ({
  ...CHROMA,
  chromaURL: doubles.chroma.url,
  ...extra,
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
