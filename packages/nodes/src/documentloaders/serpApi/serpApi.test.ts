import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FAKE_SEARCH_HIT, startFakeSearchApis, type FakeSearchApis } from '@unikflow/testkit'

const harness = useNodeHarness()
let search: FakeSearchApis
beforeAll(async () => {
  search = await startFakeSearchApis()
})
afterAll(() => search.close())

const load = (key: string, allow = true) =>
  harness.supply('serpApi', {
    credential: 'cred-serp',
    inputs: { query: 'unikflow release', metadata: { topic: 'news' } },
    services: harness.services({
      allowPrivateHosts: allow ? ['127.0.0.1'] : [],
      credentials: { 'cred-serp': { serpApiKey: key, basePath: search.url } },
    }),
  })

describe("SerpApi For Web Search (loader) against a double of SerpAPI's /search.json", () => {
  it('loads the answer box and each organic result, with the node metadata', async () => {
    const docs = (await load('key-serpapi')) as Document[]
    expect(docs.map((d) => d.pageContent)).toEqual([
      'serpapi answer for unikflow release',
      `${FAKE_SEARCH_HIT.title}\n${FAKE_SEARCH_HIT.snippet}`,
    ])
    expect(docs[1]?.metadata).toMatchObject({ source: FAKE_SEARCH_HIT.url, topic: 'news' })
    expect(search.calls.at(-1)?.query).toMatchObject({ q: 'unikflow release', engine: 'google' })
  })

  it('goes through the outbound guard and reports a refused key without it', async () => {
    await expect(load('key-serpapi', false)).rejects.toThrow(/127\.0\.0\.1/)
    const refused = await load('wrong-key').catch((e: unknown) => String(e))
    expect(refused).toContain('SerpAPI answered HTTP 401')
    expect(refused).not.toContain('wrong-key')
  })
})
