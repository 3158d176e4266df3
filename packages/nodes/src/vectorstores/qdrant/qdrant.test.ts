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

const QDRANT = { qdrantServerUrl: '', qdrantCollection: 'faq' }
const qdrantInputs = (extra: Record<string, unknown> = {}) => ({
  ...QDRANT,
  qdrantServerUrl: doubles.qdrant.url,
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
