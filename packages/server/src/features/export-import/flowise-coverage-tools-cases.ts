import { expect } from 'vitest'
import { chatBodies, tools, type CoverageCase } from './flowise-coverage-case'

/** What each MCP preset's run says it needs, started here without credentials or allowed command lines. */
const MCP_PRESETS: Record<string, string> = {
  braveSearchMCP:
    'npx -y @brave/brave-search-mcp-server: it runs only when the operator lists that line in MCP_STDIO_COMMANDS',
  browserlessMCP: "needs its credential's browserlessApiToken",
  githubMCP: "needs its credential's accessToken",
  pipedreamMCP: 'needs an App Slug',
  postgreSQLMCP: "needs its credential's postgresUrl",
  sequentialThinkingMCP:
    'npx -y @modelcontextprotocol/server-sequential-thinking: it runs only when the operator lists that line in MCP_STDIO_COMMANDS',
  slackMCP: 'Connect a Slack OAuth2 credential with an access token',
  supergatewayMCP: 'needs its Arguments, e.g. --sse <url>',
  teradataMCP: 'needs its MCP Server URL',
}

/** The Tools category's nodes (Flowise 3.1.4), each file a Tool Agent or a few flows calling them. */
export const TOOL_CASES: CoverageCase[] = [
  {
    file: 'tool-agent-requests-search.json',
    async run({ d, ask }) {
      const pet7 = `${d.pets.url}/v1/pets/7`
      d.fake.queue(
        {
          toolCalls: [
            { name: 'requests_get', arguments: {} },
            { name: 'requests_post', arguments: { body: { name: 'Tom' } } },
            { name: 'requests_put', arguments: {} },
            { name: 'requests_delete', arguments: {} },
            { name: 'current_date_time', arguments: {} },
            { name: 'json_path_extractor', arguments: { json: '{"pet": {"name": "Rex"}}' } },
            { name: 'shout', arguments: { word: 'woof' } },
            { name: 'search', arguments: { input: 'unikflow' } },
            { name: 'searxng-search', arguments: { input: 'unikflow' } },
            { name: 'exa_search_results_json', arguments: { input: 'unikflow' } },
            { name: 'wolfram_alpha_llm', arguments: { input: 'unikflow' } },
            { name: 'web_scraper_tool', arguments: { input: pet7 } },
            { name: 'translate', arguments: { input: 'hello' } },
            { name: 'pet_handbook', arguments: { input: 'vet' } },
          ],
        },
        { content: 'Bonjour' },
        { content: 'Done with every tool.' },
      )
      const a = await ask('Use all your tools')
      expect(a.text).toBe('Done with every tool.')
      const out = Object.fromEntries((a.usedTools ?? []).map((u) => [u.tool, String(u.toolOutput)]))
      // The four request tools at the pets double, each with its method, fixed URL and body.
      expect(JSON.parse(out.requests_get ?? '')).toMatchObject({ method: 'GET', url: '/v1/pets/7' })
      expect(JSON.parse(out.requests_post ?? '')).toMatchObject({
        method: 'POST',
        received: '{"name":"Tom"}',
      })
      expect(JSON.parse(out.requests_put ?? '')).toMatchObject({ method: 'PUT', received: '{"name":"Rexy"}' })
      expect(JSON.parse(out.requests_delete ?? '')).toMatchObject({ method: 'DELETE', url: '/v1/pets/8' })
      expect(out.current_date_time).toContain(`"date":"${new Date().toISOString().slice(0, 4)}`)
      expect(out.json_path_extractor).toBe('Rex')
      // The Custom Tool's own function (inline in the node, as Flowise keeps it) ran in the sandbox.
      expect(out.shout).toBe('WOOF!')
      expect(out.search).toContain('searchapi answer for unikflow')
      expect(out['searxng-search']).toContain('Version 2 ships today.')
      expect(out.exa_search_results_json).toContain('Unikflow release notes')
      expect(out.wolfram_alpha_llm).toBe(
        'Query: unikflow\nResult: Unikflow release notes: Version 2 ships today.',
      )
      expect(
        d.search.calls
          .slice(-4)
          .map((c) => c.service)
          .sort(),
      ).toEqual(['exa', 'searchapi', 'searxng', 'wolfram'])
      expect(JSON.parse(out.web_scraper_tool ?? '')).toEqual([expect.objectContaining({ url: pet7 })])
      // The Chain Tool ran its LLM chain (its prompt at the model); the Retriever Tool searched its store.
      expect(out.translate).toBe('Bonjour')
      expect(chatBodies(d).some((b) => b.includes('Translate to French: hello'))).toBe(true)
      expect(out.pet_handbook).toBe('The vet opens at nine.')
      expect(a.sourceDocuments).toEqual([
        expect.objectContaining({ metadata: expect.objectContaining({ topic: 'vet' }) }),
      ])
      // Arxiv was offered to the model (not called: arXiv is on the internet).
      expect(tools(a)).not.toContain('arxiv_search')
      expect(chatBodies(d).at(-1)).toContain('"arxiv_search"')
    },
  },
  {
    file: 'tool-agent-office-apps.json',
    async run({ d, ask }) {
      d.fake.queue(
        {
          toolCalls: [
            { name: 'list_messages', arguments: { messageQuery: 'from:shop' } },
            { name: 'list_events', arguments: {} },
            { name: 'get_document', arguments: { documentId: 'doc-1' } },
            { name: 'list_files', arguments: {} },
            { name: 'get_values', arguments: { spreadsheetId: 'sheet-1', range: 'A1:B2' } },
            { name: 'list_calendars', arguments: {} },
            { name: 'list_channels', arguments: { teamId: 'team-1' } },
            { name: 'get_issue', arguments: { issueKey: 'PROJ-1' } },
            { name: 'retrieve_balance', arguments: {} },
            { name: 'GITHUB_STAR_A_REPOSITORY', arguments: { repo: 'unik/flow' } },
            { name: 'aws_sns_publish', arguments: { input: 'Order shipped' } },
            { name: 'dynamodb_kv_store', arguments: { key: 'k1', value: 'v1' } },
            { name: 'code_interpreter', arguments: { input: 'print(6*7)' } },
          ],
        },
        { content: 'All apps answered.' },
      )
      const a = await ask('Check every app')
      expect(a.text).toBe('All apps answered.')
      const out = Object.fromEntries((a.usedTools ?? []).map((u) => [u.tool, String(u.toolOutput)]))
      // Each app's request at the double, signed with its own credential's token.
      const seen = (url: string) => d.pets.requests.find((r) => r.url.startsWith(url))?.headers.authorization
      expect(seen('/gmail/v1/users/me/messages?')).toBe('Bearer ya29-gmail')
      expect(seen('/calendar/v3/calendars/primary/events?')).toBe('Bearer ya29-calendar')
      expect(seen('/v1/documents/doc-1')).toBe('Bearer ya29-docs')
      // Drive and Sheets share their credential types with the loaders: at the loaders' double.
      const atLoaders = (url: string) =>
        d.loaders.requests.find((r) => r.url.startsWith(url))?.headers.authorization
      expect(atLoaders('/drive/v3/files?')).toBe('Bearer drive-cov')
      expect(atLoaders('/v4/spreadsheets/sheet-1/values/A1%3AB2')).toBe('Bearer sheets-cov')
      expect(seen('/v1.0/me/calendars')).toBe('Bearer eyJ-outlook')
      expect(seen('/v1.0/teams/team-1/channels')).toBe('Bearer eyJ-teams')
      expect(seen('/rest/api/3/issue/PROJ-1')).toMatch(/^Basic /)
      expect(seen('/v1/balance')).toBe('Bearer sk_test_cov')
      expect(out.list_messages).toContain('q=from%3Ashop')
      expect(out.get_issue).toContain('/rest/api/3/issue/PROJ-1')
      // AWS SNS and DynamoDB: signed requests at the node's endpoint, each to its service.
      const aws = d.pets.requests.filter((r) => r.url === '/').slice(-2)
      const signed = aws.map(
        (r) => /\/eu-west-1\/(\w+)\/aws4_request/.exec(String(r.headers.authorization))?.[1],
      )
      expect(signed.sort()).toEqual(['dynamodb', 'sns'])
      expect(aws.map((r) => r.body).join('\n')).toContain('Message=Order+shipped')
      expect(out.aws_sns_publish).toContain('arn:aws:sns:eu-west-1:123456789012:orders')
      expect(out.dynamodb_kv_store).toContain('Stored the value of "k1"')
      // Composio ran the chosen action for the connected account; E2B ran the code in a sandbox.
      expect(out.GITHUB_STAR_A_REPOSITORY).toBe('{"starred":"unik/flow"}')
      expect(out.code_interpreter).toBe('ran print(6*7)\n\n42')
      expect(d.toolServices.requests.at(-2)).toMatchObject({ url: '/e2b/sandboxes' })
    },
  },
  {
    file: 'tool-agent-flows-mcp.json',
    async run({ d, ask, askFailing }) {
      const flow = 'Tool Agent with flows and MCP servers as tools'
      d.fake.queue(
        {
          toolCalls: [
            { name: 'faq', arguments: { input: 'Do you ship abroad?' } },
            { name: 'refunds', arguments: { input: 'How fast are refunds?' } },
            { name: 'shout', arguments: { text: 'hello' } },
            { name: 'lookup', arguments: { query: 'A-7' } },
          ],
        },
        { content: 'We ship to Europe.' },
        { content: 'Four answers.' },
      )
      const a = await ask('Ask everyone', { flow })
      expect(a.text).toBe('Four answers.')
      const out = Object.fromEntries((a.usedTools ?? []).map((u) => [u.tool, String(u.toolOutput)]))
      // The Chatflow Tool asked the imported FAQ chain (its prompt at the model) ...
      expect(out.faq).toBe('We ship to Europe.')
      expect(chatBodies(d).some((b) => b.includes('FAQ question: Do you ship abroad?'))).toBe(true)
      // ... Agent as Tool ran the imported agentflow; both MCP nodes called the MCP server's tools.
      expect(out.refunds).toBe('Refunds are paid within 14 days.')
      expect(out.shout).toBe('HELLO')
      expect(out.lookup).toBe('order A-7 is packed')
      expect(d.mcp.headers.some((h) => h.authorization === 'Bearer mcp-token')).toBe(true)
      // Each MCP preset starts its server with npx, which runs only when the operator lists its command line.
      for (const [name, needs] of Object.entries(MCP_PRESETS)) {
        const error = await askFailing('go', { flow: `MCP preset ${name}` })
        expect(error).toContain(`(${name}_0): `)
        expect(error).toContain(needs)
      }
    },
  },
]
