import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAssistant, TChatflow } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { assignApiKey, fixtureFlowData, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { toolNameOf } from './flow-tool'

describe('toolNameOf', () => {
  it('keeps letters, digits, _ and - of the flow name', () => {
    expect(toolNameOf('Support Bot (v2)!')).toBe('support_bot_v2')
    expect(toolNameOf('Ёлка')).toBe('ask_flow')
  })
})

/** A unik with a keyed flow and an assistant behind the MCP endpoint, and a client maker, shared by the groups of tests below. */
function mcpSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { fake: FakeOpenAI; base: string; flow: TChatflow; assistant: TAssistant }
  const t = unikFixture(dialect, { owner: 'mcp-owner@example.com', unik: 'MCP', users: {} })
  const KEY = 'mcp-flow-key-123456'

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    fx.flow = await api.flow(
      t.owner,
      'Support Bot',
      fixtureFlowData('conversation-chain.json', {
        credentialId: credential,
        credentialNodes: ['chatOpenAI'],
      }),
    )
    await assignApiKey(t.database, fx.flow, KEY)
    const created = await api.call(t.owner, 'POST', '/assistants', {
      details: JSON.stringify({
        name: 'Maths helper',
        description: 'Adds numbers with a calculator',
        instructions: 'Add numbers.',
        chatModel: { name: 'chatOpenAI', credential, modelName: 'gpt-4o-mini' },
        tools: [{ kind: 'node', name: 'calculator' }],
      }),
    })
    fx.assistant = created.json<TAssistant>()
    await t.database.db
      .updateTable('chat_flows')
      .set({ is_public: 1 })
      .where('id', '=', fx.assistant.id)
      .execute()
    fx.base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    t.app.server.closeAllConnections()
    await fx.fake.close()
  })

  async function connect(flowId: string, key?: string): Promise<Client> {
    const client = new Client({ name: 'test', version: '1.0.0' })
    const transport = new StreamableHTTPClientTransport(new URL(`${fx.base}/api/v1/mcp/${flowId}`), {
      ...(key ? { requestInit: { headers: { authorization: `Bearer ${key}` } } } : {}),
    })
    await client.connect(transport)
    return client
  }
  return Object.assign(fx, { t, KEY, connect })
}

type McpSuite = ReturnType<typeof mcpSuite>

function flowTools(fx: McpSuite) {
  const { t, KEY, connect } = fx
  it("lists the flow as one tool and answers a call with the flow's answer (API key)", async () => {
    const client = await connect(fx.flow.id, KEY)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['support_bot'])
    expect(tools[0]?.inputSchema.required).toEqual(['question'])
    fx.fake.queue({ content: 'We are open 9 to 5.' })
    const result = await client.callTool({
      name: 'support_bot',
      arguments: { question: 'When are you open?' },
    })
    expect(result.isError).toBeFalsy()
    expect(result.content).toEqual([{ type: 'text', text: 'We are open 9 to 5.' }])
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select(['content', 'chat_type'])
      .where('chatflow_id', '=', fx.flow.id)
      .orderBy('created_at')
      .execute()
    expect(stored.map((m) => m.content)).toEqual(['When are you open?', 'We are open 9 to 5.'])
    await client.close()
  })

  it('refuses a keyed flow without its key, and a wrong key (404, as the prediction API)', async () => {
    await expect(connect(fx.flow.id)).rejects.toThrow(/404/)
    await expect(connect(fx.flow.id, 'wrong-key-000000')).rejects.toThrow(/404|401/)
    const get = await fetch(`${fx.base}/api/v1/mcp/${fx.flow.id}`, {
      headers: { authorization: `Bearer ${KEY}` },
    })
    expect(get.status).toBe(405)
  })

  it('counts each tool call of a batch against the rate limit: within it all answer, past it the rest are refused', async () => {
    const api = runsClient(t.app, t.unik.id)
    const limited = await api.update(t.owner, fx.flow, {
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: 4, limitDuration: 60, limitMsg: 'Limit reached' },
      }),
    })
    const batch = (size: number, from: number) =>
      fetch(`${fx.base}/api/v1/mcp/${limited.id}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${KEY}`,
          accept: 'application/json, text/event-stream',
          'content-type': 'application/json',
        },
        body: JSON.stringify(
          Array.from({ length: size }, (_, i) => ({
            jsonrpc: '2.0',
            id: from + i,
            method: 'tools/call',
            params: { name: 'support_bot', arguments: { question: `Q${from + i}` } },
          })),
        ),
      }).then((res) => res.json() as Promise<Array<{ result: { isError?: boolean; content: unknown } }>>)
    fx.fake.respondWith(() => ({ content: 'Fine.' }))
    const first = await batch(3, 1)
    expect(first.map((r) => r.result.isError ?? false)).toEqual([false, false, false])
    const second = await batch(3, 4)
    expect(second.filter((r) => r.result.isError)).toEqual([
      {
        jsonrpc: '2.0',
        id: expect.any(Number),
        result: { content: [{ type: 'text', text: 'Limit reached' }], isError: true },
      },
      {
        jsonrpc: '2.0',
        id: expect.any(Number),
        result: { content: [{ type: 'text', text: 'Limit reached' }], isError: true },
      },
    ])
    await api.update(t.owner, limited, { apiConfig: null })
  })
}

function assistantTools(fx: McpSuite) {
  const { connect } = fx
  it("exposes a custom assistant: its name and description, the tool agent's final answer", async () => {
    const client = await connect(fx.assistant.id)
    const { tools } = await client.listTools()
    expect(tools).toMatchObject([{ name: 'maths_helper', description: 'Adds numbers with a calculator' }])
    fx.fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'The answer is 42.' },
    )
    const result = await client.callTool({ name: 'maths_helper', arguments: { question: '6 times 7?' } })
    expect(result.content).toEqual([{ type: 'text', text: 'The answer is 42.' }])
    // The model client retries; every attempt fails.
    fx.fake.respondWith(() => ({ error: { status: 400, message: 'provider down' } }))
    const failed = await client.callTool({ name: 'maths_helper', arguments: { question: 'again' } })
    fx.fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
    expect(failed.isError).toBe(true)
    expect(JSON.stringify(failed.content)).not.toContain('provider down')
    await client.close()
  })
}

describeDialects('MCP server endpoint /api/v1/mcp/:flowId (%s)', (dialect) => {
  const fx = mcpSuite(dialect)
  describe('a flow as a tool', () => flowTools(fx))
  describe('a custom assistant as a tool', () => assistantTools(fx))
})
