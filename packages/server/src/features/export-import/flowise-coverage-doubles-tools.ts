import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { z } from 'zod'
import { startLocalHttpServer, type TLocalServer } from '@unikflow/testkit'

const STAR = {
  name: 'GITHUB_STAR_A_REPOSITORY',
  description: 'Stars a repository',
  parameters: { type: 'object', properties: { repo: { type: 'string' } }, required: ['repo'] },
}

/** Answers of the tool services whose replies a tool reads field by field: Composio's API and E2B's. */
const ROUTES: Record<string, (body: string) => unknown> = {
  'GET /composio/api/v1/apps/github': () => ({ name: 'github', no_auth: false }),
  'GET /composio/api/v1/connectedAccounts/ca_1': () => ({ id: 'ca_1', status: 'ACTIVE' }),
  'GET /composio/api/v2/actions': () => ({ items: [STAR] }),
  'POST /composio/api/v2/actions/GITHUB_STAR_A_REPOSITORY/execute': (body) => ({
    successful: true,
    data: { starred: (JSON.parse(body) as { input?: { repo?: string } }).input?.repo ?? '' },
  }),
  'POST /e2b/sandboxes': () => ({ sandboxID: 'sbx1', domain: 'e2b.app', envdAccessToken: 'envd-1' }),
}

/**
 * Composio (under `/composio`) and E2B (under `/e2b`, its sandbox's code runs answered as lines of
 * events) on one loopback port. Office apps (Gmail, Graph, Jira, Stripe, AWS) talk to the pets double,
 * which answers any request with what it received.
 */
export function startFakeToolServices(): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    const path = req.url.split('?')[0] ?? ''
    if (req.method === 'POST' && path === '/e2b/sbx/sbx1/execute') {
      const { code } = JSON.parse(req.body) as { code: string }
      const events = [
        { type: 'stdout', text: `ran ${code}\n` },
        { type: 'result', text: '42' },
        { type: 'end_of_execution' },
      ]
      res.writeHead(200, { 'content-type': 'application/x-ndjson' })
      return res.end(events.map((e) => JSON.stringify(e)).join('\n') + '\n')
    }
    const route = ROUTES[`${req.method} ${path}`]
    res.writeHead(route ? 200 : 404, { 'content-type': 'application/json' })
    res.end(JSON.stringify(route ? route(req.body) : { error: `no route ${req.method} ${path}` }))
  })
}

export type FakeMcpServer = { url: string; headers: IncomingHttpHeaders[]; close(): Promise<void> }

/** An MCP server over streamable HTTP (stateless) at `/mcp`, offering `lookup` and `shout`. */
export async function startFakeMcpServer(): Promise<FakeMcpServer> {
  const headers: IncomingHttpHeaders[] = []
  const server = createServer((req, res) => {
    headers.push(req.headers)
    const mcp = new McpServer({ name: 'coverage', version: '1.0.0' })
    mcp.registerTool(
      'lookup',
      { description: 'Looks an order up', inputSchema: { query: z.string() } },
      ({ query }) => ({ content: [{ type: 'text', text: `order ${query} is packed` }] }),
    )
    mcp.registerTool(
      'shout',
      { description: 'Shouts a text', inputSchema: { text: z.string() } },
      ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
    )
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    res.on('close', () => void mcp.close())
    void mcp.connect(transport).then(() => transport.handleRequest(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // Listening on a TCP port, the address is an AddressInfo.
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    headers,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The doubles of CoverageDoubles these flows use, by their origins (no import back: no cycle). */
type TToolDoubles = Record<'search' | 'pets' | 'toolServices' | 'mcp', { url: string }>

/** The placeholders of the tool coverage flows (tool-agent-*.json), as the doubles' real origins. */
export function toolPlaceholders(d: TToolDoubles): Record<string, string> {
  return {
    'http://fake-searxng.invalid': `${d.search.url}/searxng`,
    'http://fake-mcp.invalid': d.mcp.url,
  }
}

/**
 * The credentials of the tool nodes, each at its double (keys as the search double checks them). SearchApi,
 * Jira and Google Drive / Sheets come from loaderCredentials (the loaders take the same types): the Drive and
 * Sheets tools talk to the loaders' double.
 */
export function toolCredentials(d: TToolDoubles): Record<string, Record<string, string>> {
  const oauth = (token: string) => ({ access_token: token, basePath: d.pets.url })
  return {
    exaSearchApi: { exaSearchApiKey: 'key-exa', basePath: `${d.search.url}/exa` },
    wolframAlphaAppId: { wolframAlphaAppId: 'key-wolfram', basePath: d.search.url },
    gmailOAuth2: oauth('ya29-gmail'),
    googleCalendarOAuth2: oauth('ya29-calendar'),
    googleDocsOAuth2: oauth('ya29-docs'),
    microsoftOutlookOAuth2: oauth('eyJ-outlook'),
    microsoftTeamsOAuth2: oauth('eyJ-teams'),
    stripeApi: { stripeApiToken: 'sk_test_cov', basePath: d.pets.url },
    composioApi: { composioApi: 'cmp-key', basePath: `${d.toolServices.url}/composio` },
    E2BApi: {
      e2bApiKey: 'e2b-key',
      basePath: `${d.toolServices.url}/e2b`,
      sandboxUrl: `${d.toolServices.url}/e2b/sbx/{sandboxID}`,
    },
  }
}
