import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { buildFlow } from './build-flow'
import { RunFailure } from './errors'
import { runFlow } from './run-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
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
  fake = await startFakeOpenAI()
  mcp = await startMcpServer()
  mcpUrl = `http://127.0.0.1:${(mcp.address() as AddressInfo).port}/mcp`
})
afterAll(async () => {
  await fake.close()
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
const allowLoopback = () => createTestServices(fake.baseUrl, { allowPrivateHosts: ['127.0.0.1'] })
const run = (flowData: ReturnType<typeof buildFlow>, services = allowLoopback()) =>
  runFlow({ chatId: 'c', flowId: 'f', flowData, question: 'add 2 and 3', services })

describe('Custom MCP tool node against a small MCP server', () => {
  it("offers the server's tools to the agent and reports the call (headers sent)", async () => {
    fake.queue({ toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] }, { content: 'It makes 5.' })
    const result = await run(flow({ url: mcpUrl, headers: { 'x-team': 'blue' } }))
    expect(result.text).toBe('It makes 5.')
    expect(result.usedTools).toEqual([{ tool: 'add', toolInput: { a: 2, b: 3 }, toolOutput: '5' }])
    const offered = (fake.calls.at(-2)?.body as { tools: Array<{ function: { name: string } }> }).tools
    expect(offered.map((t) => t.function.name).sort()).toEqual(['add', 'shout'])
    expect(seenHeaders).toContain('blue')
  })

  it('offers only the chosen actions (JSON array as Flowise saves it)', async () => {
    fake.queue({ content: 'ok' })
    await run(flow({ url: mcpUrl }, '["shout"]'))
    const offered = (fake.calls.at(-1)?.body as { tools: Array<{ function: { name: string } }> }).tools
    expect(offered.map((t) => t.function.name)).toEqual(['shout'])
  })

  it('reaches the server only through the outbound guard, and never runs a command', async () => {
    const refused = await run(flow({ url: mcpUrl }), createTestServices(fake.baseUrl)).catch(
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(RunFailure)
    expect(String(refused)).toMatch(/127\.0\.0\.1/)
    const stdio = await run(flow({ command: 'node', args: ['-e', '1'] })).catch((e: unknown) => e)
    expect(stdio).toBeInstanceOf(RunFailure)
    expect((stdio as RunFailure).kind).toBe('flow')
    expect(String((stdio as RunFailure).message)).toMatch(/not allowed/)
  })
})

describe('Custom MCP over stdio (operator allowlist MCP_STDIO_COMMANDS)', () => {
  const script = fileURLToPath(new URL('../testing/mcp-stdio-server.mjs', import.meta.url))
  const withCommands = (commands: string[]) => ({
    ...createTestServices(fake.baseUrl),
    mcpStdioCommands: commands,
  })
  const stdioRun = (config: object, services: ReturnType<typeof withCommands>) =>
    runFlow({ chatId: 'c', flowId: 'f', flowData: flow(config), question: 'greet Ada', services })

  it("starts an allowed executable (the flow's args and env) and the agent calls its tool", async () => {
    fake.queue({ toolCalls: [{ name: 'greet', arguments: { name: 'Ada' } }] }, { content: 'Greeted.' })
    const config = { command: process.execPath, args: [script, 'Howdy'], env: { GREETING: 'warm' } }
    const result = await stdioRun(config, withCommands(['/bin/false', process.execPath]))
    expect(result.text).toBe('Greeted.')
    expect(result.usedTools).toEqual([
      { tool: 'greet', toolInput: { name: 'Ada' }, toolOutput: 'Howdy, Ada (warm)' },
    ])
  })

  it('refuses a command not on the list (exact match), and env that would change what runs', async () => {
    const cases = [
      { config: { command: 'node', args: [script] }, services: withCommands([]) },
      { config: { command: 'node', args: [script] }, services: withCommands([process.execPath]) },
      {
        config: { command: `${process.execPath} `, args: [script] },
        services: withCommands([process.execPath]),
      },
    ]
    for (const { config, services } of cases) {
      const refused = await stdioRun(config, services).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(RunFailure)
      expect((refused as RunFailure).kind).toBe('flow')
      expect((refused as RunFailure).message).toMatch(/MCP_STDIO_COMMANDS/)
    }
    const preload = await stdioRun(
      { command: process.execPath, args: [script], env: { NODE_OPTIONS: '--require /tmp/x.js' } },
      withCommands([process.execPath]),
    ).catch((e: unknown) => e)
    expect(preload).toBeInstanceOf(RunFailure)
    expect((preload as RunFailure).message).toMatch(/may not set NODE_OPTIONS/)
  })
})
