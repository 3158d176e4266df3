import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { z } from 'zod'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'

const harness = useNodeHarness()
let mcp: Server
let mcpUrl: string
const seenHeaders: string[] = []

/** A small MCP server (streamable HTTP, stateless) with two tools. */
function startMcpServer(): Promise<Server> {
  const server = createServer((req, res) => {
    seenHeaders.push(String(req.headers['x-team'] ?? ''))
    const mcpServer = new McpServer({ name: 'test-tools', version: '1.0.0' })
    mcpServer.registerTool(
      'add',
      { description: 'Adds two numbers', inputSchema: { a: z.number(), b: z.number() } },
      ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
    )
    mcpServer.registerTool(
      'shout',
      { description: 'Shouts', inputSchema: { text: z.string() } },
      ({ text }) => ({
        content: [{ type: 'text', text: text.toUpperCase() }],
      }),
    )
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    res.on('close', () => void mcpServer.close())
    void mcpServer.connect(transport).then(() => transport.handleRequest(req, res))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  mcp = await startMcpServer()
  mcpUrl = `http://127.0.0.1:${(mcp.address() as AddressInfo).port}/mcp`
})
afterAll(async () => {
  mcp.closeAllConnections()
  await new Promise((resolve) => mcp.close(resolve))
})

const flow = (config: object, actions = '') =>
  buildFlow([
    { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } },
    {
      id: 'mcp',
      name: 'customMCP',
      inputs: { mcpServerConfig: JSON.stringify(config), mcpActions: actions },
    },
    {
      id: 'a',
      name: 'toolAgent',
      inputs: { model: '{{m.data.instance}}', tools: ['{{mcp.data.instance}}'] },
    },
  ])
const allowLoopback = () => harness.services({ allowPrivateHosts: ['127.0.0.1'] })
const run = (flowData: ReturnType<typeof buildFlow>, services = allowLoopback()) =>
  harness.runFlow(flowData, { question: 'add 2 and 3', services })

describe('Custom MCP tool node against a small MCP server', () => {
  it("offers the server's tools to the agent and reports the call (headers sent)", async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] },
      { content: 'It makes 5.' },
    )
    const result = await run(flow({ url: mcpUrl, headers: { 'x-team': 'blue' } }))
    expect(result.text).toBe('It makes 5.')
    expect(result.usedTools).toEqual([{ tool: 'add', toolInput: { a: 2, b: 3 }, toolOutput: '5' }])
    const offered = (harness.openai.calls.at(-2)?.body as { tools: Array<{ function: { name: string } }> })
      .tools
    expect(offered.map((t) => t.function.name).sort()).toEqual(['add', 'shout'])
    expect(seenHeaders).toContain('blue')
  })

  it('offers only the chosen actions (JSON array as Flowise saves it)', async () => {
    harness.openai.queue({ content: 'ok' })
    await run(flow({ url: mcpUrl }, '["shout"]'))
    const offered = (harness.openai.calls.at(-1)?.body as { tools: Array<{ function: { name: string } }> })
      .tools
    expect(offered.map((t) => t.function.name)).toEqual(['shout'])
  })

  it('reaches the server only through the outbound guard, and never runs a command', async () => {
    const refused = await run(flow({ url: mcpUrl }), harness.services()).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RunFailure)
    expect(String(refused)).toMatch(/127\.0\.0\.1/)
    const stdio = await run(flow({ command: 'node', args: ['-e', '1'] })).catch((e: unknown) => e)
    expect(stdio).toBeInstanceOf(RunFailure)
    expect((stdio as RunFailure).kind).toBe('flow')
    expect(String((stdio as RunFailure).message)).toMatch(/not allowed/)
  })
})

describe('Custom MCP over stdio (operator allowlists MCP_STDIO_COMMANDS and MCP_STDIO_ENV)', () => {
  const script = fileURLToPath(new URL('./mcp-stdio-server.mjs', import.meta.url))
  const withPolicy = (commands: string[][], envNames: string[] = []) => ({
    ...harness.services(),
    mcpStdio: { commands, envNames },
  })
  const stdioRun = (config: object, services: ReturnType<typeof withPolicy>) =>
    harness.runFlow(flow(config), { question: 'greet Ada', services })
  const refusal = (config: object, services: ReturnType<typeof withPolicy>) =>
    stdioRun(config, services).then(
      () => undefined,
      (e: unknown) => e,
    )

  it('starts an allowed command line with a listed variable, and the agent calls its tool', async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'greet', arguments: { name: 'Ada' } }] },
      { content: 'Greeted.' },
    )
    const config = { command: process.execPath, args: [script, 'Howdy'], env: { GREETING: 'warm' } }
    const result = await stdioRun(
      config,
      withPolicy([['/bin/false'], [process.execPath, script, 'Howdy']], ['GREETING']),
    )
    expect(result.text).toBe('Greeted.')
    expect(result.usedTools).toEqual([
      { tool: 'greet', toolInput: { name: 'Ada' }, toolOutput: 'Howdy, Ada (warm)' },
    ])
  })

  it('refuses any command line not listed word for word', async () => {
    const allowed = [[process.execPath, script, 'Howdy']]
    const cases = [
      { config: { command: 'node', args: [script, 'Howdy'] }, services: withPolicy([]) },
      { config: { command: 'node', args: [script, 'Howdy'] }, services: withPolicy(allowed) },
      { config: { command: process.execPath, args: [script] }, services: withPolicy(allowed) },
      { config: { command: process.execPath, args: [script, 'Howdy', '-x'] }, services: withPolicy(allowed) },
      {
        config: { command: process.execPath, args: ['-e', 'process.exit(3)'] },
        services: withPolicy(allowed),
      },
      { config: { command: `${process.execPath} `, args: [script, 'Howdy'] }, services: withPolicy(allowed) },
    ]
    for (const { config, services } of cases) {
      const refused = await refusal(config, services)
      expect(refused).toBeInstanceOf(RunFailure)
      expect((refused as RunFailure).kind).toBe('flow')
      expect((refused as RunFailure).message).toMatch(/MCP_STDIO_COMMANDS/)
    }
  })

  it('passes only the variables the operator listed, and never ones that change what runs', async () => {
    const line = { command: process.execPath, args: [script, 'Howdy'] }
    const services = withPolicy([[process.execPath, script, 'Howdy']], ['GREETING', 'NODE_OPTIONS'])
    const unlisted = await refusal({ ...line, env: { GREETING: 'x', GIT_SSH_COMMAND: 'sh' } }, services)
    expect((unlisted as RunFailure).message).toMatch(/may not set GIT_SSH_COMMAND.*MCP_STDIO_ENV/)
    const preload = await refusal({ ...line, env: { NODE_OPTIONS: '--require /tmp/x.js' } }, services)
    expect((preload as RunFailure).message).toMatch(/may not set NODE_OPTIONS/)
  })
})
