import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeTinyPdf, startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'
import { toolAgentFlow } from '../../testing/agent-flows'
import { isArxivIdList, parseArxivFeed } from './arxiv-feed'

const harness = useNodeHarness()

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry>
    <id>http://arxiv.org/abs/2301.00001v1</id>
    <published>2023-01-02T10:00:00Z</published>
    <title>Attention &amp; Memory
      in Agents</title>
    <summary>  We study how agents remember.  </summary>
    <author><name>Ada Lovelace</name></author>
    <author><name>Alan Turing</name></author>
  </entry>
</feed>`

/** arXiv's API and PDF host on loopback: `/api/query` answers the feed, `/pdf/<id>.pdf` a one-page PDF. */
let arxivSite: TLocalServer
beforeAll(async () => {
  arxivSite = await startLocalHttpServer((req, res) => {
    if (req.url.startsWith('/api/query')) {
      res.writeHead(200, { 'content-type': 'application/atom+xml' })
      return res.end(FEED)
    }
    if (req.url === '/pdf/2301.00001v1.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      return res.end(makeTinyPdf(['Full paper text here']))
    }
    res.writeHead(404)
    res.end()
  })
  process.env.ARXIV_BASE_URL = arxivSite.url
})
afterAll(async () => {
  delete process.env.ARXIV_BASE_URL
  await arxivSite.close()
})

const ask = async (inputs: Record<string, unknown>, query: string) => {
  harness.openai.queue(
    { toolCalls: [{ name: 'arxiv_search', arguments: { input: query } }] },
    { content: 'ok' },
  )
  const result = await harness.runFlow(toolAgentFlow([{ id: 't', name: 'arxiv', inputs }]), {
    question: 'papers?',
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })
  return String(result.usedTools?.[0]?.toolOutput)
}

describe("Arxiv (a Tool Agent's tool) against a double of arXiv's API", () => {
  it('searches by keywords and gives each paper with its summary', async () => {
    const output = await ask({ topKResults: 2 }, 'agent memory: attention')
    expect(output).toBe(
      'Published: 2023-01-02\nTitle: Attention & Memory in Agents\nAuthors: Ada Lovelace, Alan Turing\nSummary: We study how agents remember.',
    )
    const url = new URL(arxivSite.requests.at(-1)?.url ?? '', 'http://x')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      search_query: 'all:agent memory attention',
      max_results: '2',
    })
  })

  it('searches by arXiv IDs, and reads the PDF text when asked for the full content', async () => {
    const output = await ask({ loadFullContent: true }, '2301.00001v1')
    expect(new URL(arxivSite.requests.at(-2)?.url ?? '', 'http://x').searchParams.get('id_list')).toBe(
      '2301.00001v1',
    )
    expect(arxivSite.requests.at(-1)?.url).toBe('/pdf/2301.00001v1.pdf')
    expect(output).toContain('Full Content:\nFull paper text here')
  })

  it('parses the feed and tells ID lists from keywords', () => {
    expect(parseArxivFeed(FEED)[0]?.authors).toEqual(['Ada Lovelace', 'Alan Turing'])
    expect(isArxivIdList('2301.12345 hep-th/9901001v2')).toBe(true)
    expect(isArxivIdList('transformers 2301.12345')).toBe(false)
  })
})
