import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAssistant, TChatflow } from '@unikflow/graph'
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

describeDialects('MCP server endpoint /api/v1/mcp/:flowId (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'mcp-owner@example.com', unik: 'MCP', users: {} })
  let fake: FakeOpenAI
  let base: string
  let flow: TChatflow
  let assistant: TAssistant
  const KEY = 'mcp-flow-key-123456'

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    const credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    flow = await api.flow(
      t.owner,
      'Support Bot',
      fixtureFlowData('conversation-chain.json', {
        credentialId: credential,
        credentialNodes: ['chatOpenAI'],
      }),
    )
    await assignApiKey(t.database, flow, KEY)
    const created = await api.call(t.owner, 'POST', '/assistants', {
      details: JSON.stringify({
        name: 'Maths helper',
        description: 'Adds numbers with a calculator',
        instructions: 'Add numbers.',
        chatModel: { name: 'chatOpenAI', credential, modelName: 'gpt-4o-mini' },
        tools: [{ kind: 'node', name: 'calculator' }],
      }),
    })
    assistant = created.json<TAssistant>()
    await t.database.db
      .updateTable('chat_flows')
      .set({ is_public: 1 })
      .where('id', '=', assistant.id)
      .execute()
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    t.app.server.closeAllConnections()
    await fake.close()
  })

  async function connect(flowId: string, key?: string): Promise<Client> {
    const client = new Client({ name: 'test', version: '1.0.0' })
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/v1/mcp/${flowId}`), {
      ...(key ? { requestInit: { headers: { authorization: `Bearer ${key}` } } } : {}),
    })
    await client.connect(transport)
    return client
  }

  it("lists the flow as one tool and answers a call with the flow's answer (API key)", async () => {
    const client = await connect(flow.id, KEY)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['support_bot'])
    expect(tools[0]?.inputSchema.required).toEqual(['question'])
    fake.queue({ content: 'We are open 9 to 5.' })
    const result = await client.callTool({
      name: 'support_bot',
      arguments: { question: 'When are you open?' },
    })
    expect(result.isError).toBeFalsy()
    expect(result.content).toEqual([{ type: 'text', text: 'We are open 9 to 5.' }])
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select(['content', 'chat_type'])
      .where('chatflow_id', '=', flow.id)
      .orderBy('created_at')
      .execute()
    expect(stored.map((m) => m.content)).toEqual(['When are you open?', 'We are open 9 to 5.'])
    await client.close()
  })

  it('refuses a keyed flow without its key, and a wrong key (404, as the prediction API)', async () => {
    await expect(connect(flow.id)).rejects.toThrow(/404/)
    await expect(connect(flow.id, 'wrong-key-000000')).rejects.toThrow(/404|401/)
    const get = await fetch(`${base}/api/v1/mcp/${flow.id}`, { headers: { authorization: `Bearer ${KEY}` } })
    expect(get.status).toBe(405)
  })

  it('counts each tool call of a batch against the rate limit: within it all answer, past it the rest are refused', async () => {
    const api = runsClient(t.app, t.unik.id)
    const limited = await api.update(t.owner, flow, {
      apiConfig: JSON.stringify({
        rateLimit: { status: true, limitMax: 4, limitDuration: 60, limitMsg: 'Limit reached' },
      }),
    })
    const batch = (size: number, from: number) =>
      fetch(`${base}/api/v1/mcp/${limited.id}`, {
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
    fake.respondWith(() => ({ content: 'Fine.' }))
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

  it("exposes a custom assistant: its name and description, the tool agent's final answer", async () => {
    const client = await connect(assistant.id)
    const { tools } = await client.listTools()
    expect(tools).toMatchObject([{ name: 'maths_helper', description: 'Adds numbers with a calculator' }])
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { content: 'The answer is 42.' },
    )
    const result = await client.callTool({ name: 'maths_helper', arguments: { question: '6 times 7?' } })
    expect(result.content).toEqual([{ type: 'text', text: 'The answer is 42.' }])
    // The model client retries; every attempt fails.
    fake.respondWith(() => ({ error: { status: 400, message: 'provider down' } }))
    const failed = await client.callTool({ name: 'maths_helper', arguments: { question: 'again' } })
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
    expect(failed.isError).toBe(true)
    expect(JSON.stringify(failed.content)).not.toContain('provider down')
    await client.close()
  })
})
