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

const load = (key: string, output?: string) =>
  harness.supply('braveSearchApiLoader', {
    credential: 'cred-brave',
    inputs: { query: 'unikflow release' },
    ...(output ? { output } : {}),
    services: harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: { 'cred-brave': { braveApiKey: key, basePath: search.url } },
    }),
  })

describe("BraveSearch API Document Loader against a double of Brave's web search", () => {
  it('loads one document per result, with its title and link', async () => {
    const docs = (await load('key-brave')) as Document[]
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      [FAKE_SEARCH_HIT.snippet, { title: FAKE_SEARCH_HIT.title, link: FAKE_SEARCH_HIT.url }],
    ])
    expect(search.calls.at(-1)?.headers['x-subscription-token']).toBe('key-brave')
    expect(await load('key-brave', 'text')).toBe(FAKE_SEARCH_HIT.snippet)
  })

  it('reports a refused key without it', async () => {
    const refused = await load('bad-key').catch((e: unknown) => String(e))
    expect(refused).toContain('Brave Search answered HTTP 401')
    expect(refused).not.toContain('bad-key')
  })
})
