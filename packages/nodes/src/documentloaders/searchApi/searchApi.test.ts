import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_SEARCH_HIT, startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
let search: FakeSearchApis
beforeAll(async () => {
  search = await startFakeSearchApis()
})
afterAll(() => search.close())

describe('SearchApi For Web Search', () => {
  it('loads the answer box and each result as documents, with the key and custom parameters sent', async () => {
    const docs = await harness.supply('searchApi', {
      credential: { searchApiKey: 'key-searchapi', basePath: search.url },
      inputs: { customParameters: '{"gl":"de"}' },
      question: 'release notes',
      services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
    })
    expect(docs).toEqual([
      expect.objectContaining({ pageContent: 'searchapi answer for release notes' }),
      expect.objectContaining({
        pageContent: `${FAKE_SEARCH_HIT.title}\n${FAKE_SEARCH_HIT.snippet}`,
        metadata: expect.objectContaining({ source: FAKE_SEARCH_HIT.url }),
      }),
    ])
    expect(search.calls.at(-1)?.query).toMatchObject({ engine: 'google', gl: 'de', q: 'release notes' })
  })
})
