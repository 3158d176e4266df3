import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request one of the fake search services received. */
export interface SearchApiCall {
  service: 'serper' | 'serpapi' | 'brave' | 'google' | 'tavily' | 'exa' | 'searxng' | 'wolfram' | 'searchapi'
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: unknown
}

export interface FakeSearchApis {
  /** Base URL of every service (each answers under its own real path). */
  url: string
  calls: SearchApiCall[]
  close(): Promise<void>
}

/** The one result every service finds, in its own response shape, so tests can tell the answers apart. */
export const FAKE_SEARCH_HIT = {
  title: 'Unikflow release notes',
  url: 'https://example.org/releases',
  snippet: 'Version 2 ships today.',
}

const ROUTES: Record<string, SearchApiCall['service']> = {
  'POST /search': 'serper',
  'GET /search.json': 'serpapi',
  'GET /res/v1/web/search': 'brave',
  'GET /customsearch/v1': 'google',
  'POST /api/search': 'tavily',
  'POST /exa/search': 'exa',
  'POST /searxng/search': 'searxng',
  'GET /api/v1/llm-api': 'wolfram',
  'GET /api/v1/search': 'searchapi',
}

function answer(service: SearchApiCall['service'], query: string) {
  const { title, url, snippet } = FAKE_SEARCH_HIT
  switch (service) {
    case 'serper':
      return { answerBox: { answer: `serper answer for ${query}` }, organic: [{ title, link: url, snippet }] }
    case 'serpapi':
      return {
        answer_box: { answer: `serpapi answer for ${query}` },
        organic_results: [{ title, link: url, snippet }],
      }
    case 'brave':
      return { web: { results: [{ title, url, description: snippet }] } }
    case 'google':
      return { items: [{ title, link: url, snippet }] }
    case 'tavily':
      return { answer: `tavily answer for ${query}`, results: [{ title, url, content: snippet, score: 0.9 }] }
    case 'searchapi':
      return {
        answer_box: { answer: `searchapi answer for ${query}` },
        organic_results: [{ title, link: url, snippet }],
      }
    case 'exa':
      return { results: [{ id: url, title, url, text: snippet, score: 0.8 }] }
    case 'searxng':
      return {
        query,
        results: [{ title, url, content: snippet }],
        answers: [],
        infoboxes: [],
        suggestions: [],
      }
    case 'wolfram':
      return `Query: ${query}\nResult: ${title}: ${snippet}`
  }
}

/** Whether the request carries the key the test's credential holds (`key-<service>`), the way each API wants it. */
function authorized(call: SearchApiCall): boolean {
  const key = `key-${call.service}`
  switch (call.service) {
    case 'serper':
      return call.headers['x-api-key'] === key
    case 'serpapi':
      return call.query.api_key === key
    case 'brave':
      return call.headers['x-subscription-token'] === key
    case 'google':
      return call.query.key === key
    case 'tavily':
      return call.headers.authorization === `Bearer ${key}`
    case 'exa':
      return call.headers['x-api-key'] === key
    case 'searxng':
      return true
    case 'searchapi':
      return call.query.api_key === key
    case 'wolfram':
      return call.query.appid === key
  }
}

/**
 * Serper, SerpAPI, Brave Search, Google Custom Search, Tavily, Exa, SearXNG, SearchApi and WolframAlpha's LLM API on
 * one loopback port (Tavily under `/api`, Exa under `/exa` and SearXNG under `/searxng`, since Serper also
 * posts to `/search`; WolframAlpha answers plain text). Each checks its key (`key-<service>`, else 401) and
 * answers one result; `calls` records what arrived.
 */
export async function startFakeSearchApis(): Promise<FakeSearchApis> {
  const calls: SearchApiCall[] = []
  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const service = ROUTES[`${req.method} ${url.pathname}`]
      const text = Buffer.concat(chunks).toString('utf8')
      const reply = (status: number, body: unknown) => {
        const plain = typeof body === 'string'
        res.writeHead(status, { 'content-type': plain ? 'text/plain' : 'application/json' })
        res.end(plain ? body : JSON.stringify(body))
      }
      if (!service) return reply(404, { error: `no route ${req.method} ${url.pathname}` })
      const body: unknown = text ? JSON.parse(text) : undefined
      const call: SearchApiCall = {
        service,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      }
      calls.push(call)
      if (!authorized(call)) return reply(401, { error: 'invalid API key' })
      const query =
        call.query.q ??
        call.query.input ??
        (body && typeof body === 'object' ? String(Object.values(body as object)[0] ?? '') : '')
      reply(200, answer(service, query))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
