import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import type { TRunEvent } from './events'
import { buildFlow } from './build-flow'
import { startLocalHttpServer, type TLocalServer } from '../testing/local-http-server'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
let web: TLocalServer
beforeAll(async () => {
  fake = await startFakeOpenAI()
  web = await startLocalHttpServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ method: req.method, url: req.url, body: req.body }))
  })
})
afterAll(async () => {
  await fake.close()
  await web.close()
})

const model = { id: 'm', name: 'chatOpenAI', credential: 'cred-openai', inputs: { modelName: 'gpt-4o-mini' } }
type TSpec = Parameters<typeof buildFlow>[0][number]
const agentFlow = (tools: TSpec[], agentInputs: Record<string, unknown> = {}, others: TSpec[] = []) =>
  buildFlow([
    model,
    ...tools,
    ...others,
    {
      id: 'a',
      name: 'toolAgent',
      inputs: {
        model: '{{m.data.instance}}',
        tools: tools.map((t) => `{{${t.id}.data.instance}}`),
        ...agentInputs,
      },
    },
  ])
const run = (
  flowData: ReturnType<typeof buildFlow>,
  question: string,
  services = createTestServices(fake.baseUrl),
) => runFlow({ chatId: 'c', flowId: 'f', flowData, question, services })

describe('Tool Agent with tools against the fake server', () => {
  it('calls the calculator, answers with the final text and reports the used tool (result and stream)', async () => {
    fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 * (3 + 4)' } }] },
      { content: 'It is 14.' },
    )
    const events: TRunEvent[] = []
    const result = await runFlow({
      chatId: 'c',
      flowId: 'f',
      flowData: agentFlow([{ id: 't', name: 'calculator' }]),
      question: 'what is 2*(3+4)?',
      services: createTestServices(fake.baseUrl),
      onEvent: (e) => events.push(e),
    })
    expect(result.text).toBe('It is 14.')
    expect(result.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '2 * (3 + 4)' }, toolOutput: '14' },
    ])
    const second = fake.calls.at(-1)?.body as {
      messages: Array<{ role: string; content: unknown }>
      tools: unknown[]
    }
    expect(second.messages.at(-1)).toMatchObject({ role: 'tool', content: '14' })
    expect(JSON.stringify(second.messages[0])).toContain('You are a helpful AI assistant.')
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['start', 'token', 'usedTools', 'end']))
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('It is 14.')
    expect(events.find((e) => e.event === 'usedTools')?.data).toEqual(result.usedTools)
  })

  it('keeps turns in Buffer Memory', async () => {
    const flow = agentFlow([{ id: 't', name: 'calculator' }], { memory: '{{mem.data.instance}}' }, [
      { id: 'mem', name: 'bufferMemory' },
    ])
    const services = createTestServices(fake.baseUrl)
    await run(flow, 'my name is Ann', services)
    fake.respondWith((req) => ({ content: `n=${req.messages.length}` }))
    // system + 2 stored messages + the question
    expect((await run(flow, 'who am I?', services)).text).toBe('n=4')
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('stops after max iterations', async () => {
    const call = { toolCalls: [{ name: 'calculator', arguments: { input: '1+1' } }] }
    fake.queue(call, call)
    const before = fake.calls.length
    const result = await run(agentFlow([{ id: 't', name: 'calculator' }], { maxIterations: 1 }), 'loop')
    expect(result.text).toBe('Agent stopped due to max iterations.')
    expect(fake.calls.length - before).toBe(2)
  })

  it('Requests GET is refused for 127.0.0.1 by default and reaches it with the allowlist', async () => {
    const tools = [
      {
        id: 't',
        name: 'requestsGet',
        inputs: {
          requestsGetUrl: `${web.url}/items/{id}`,
          requestsGetQueryParamsSchema: JSON.stringify({
            id: { type: 'string', in: 'path', required: true },
            q: { type: 'string' },
          }),
        },
      },
    ]
    const call = { toolCalls: [{ name: 'requests_get', arguments: { id: '7', q: 'a b' } }] }
    fake.queue(call, { content: 'done' })
    const refused = await run(agentFlow(tools), 'get it')
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect to 127\.0\.0\.1/)
    expect(web.requests).toHaveLength(0)
    fake.queue(call, { content: 'done' })
    const allowed = await run(
      agentFlow(tools),
      'get it',
      createTestServices(fake.baseUrl, { allowPrivateHosts: ['127.0.0.1'] }),
    )
    expect(JSON.parse(allowed.usedTools?.[0]?.toolOutput ?? '{}')).toMatchObject({
      method: 'GET',
      url: '/items/7?q=a+b',
    })
  })

  it('Requests POST sends the agent’s JSON body through the guard', async () => {
    const tools = [{ id: 't', name: 'requestsPost', inputs: { requestsPostHeaders: '{"x-key":"k"}' } }]
    const call = {
      toolCalls: [{ name: 'requests_post', arguments: { url: `${web.url}/orders`, body: { qty: 2 } } }],
    }
    fake.queue(call, { content: 'sent' })
    const refused = await run(agentFlow(tools), 'order')
    expect(refused.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect/)
    fake.queue(call, { content: 'sent' })
    const allowed = await run(
      agentFlow(tools),
      'order',
      createTestServices(fake.baseUrl, { allowPrivateHosts: ['127.0.0.0/8'] }),
    )
    expect(allowed.text).toBe('sent')
    const req = web.requests.at(-1)
    expect(req).toMatchObject({ method: 'POST', url: '/orders', body: '{"qty":2}' })
    expect(req?.headers['x-key']).toBe('k')
    expect(req?.headers['content-type']).toBe('application/json')
  })

  it('Custom Tool runs the saved function in the sandbox with $arguments, $vars and guarded fetch', async () => {
    const services = createTestServices(fake.baseUrl, {
      variables: [{ name: 'unit', value: 'kg', type: 'static' }],
      tools: [
        {
          id: 'tool-1',
          name: 'weigh',
          description: 'Weighs a thing',
          schema: JSON.stringify([
            { property: 'thing', type: 'string', description: 'what to weigh', required: true },
            { property: 'times', type: 'number', description: 'multiplier', required: false },
          ]),
          func: 'return `${$thing} weighs ${3 * ($times ?? 1)} ${$vars.unit} (${$flow.chatId})`',
        },
        {
          id: 'tool-2',
          name: 'peek',
          description: 'Fetches',
          schema: '[]',
          func: `const r = await fetch('${web.url}/x'); return r.status`,
        },
      ],
    })
    fake.queue({ toolCalls: [{ name: 'weigh', arguments: { thing: 'apple', times: 2 } }] }, { content: 'ok' })
    const result = await run(
      agentFlow([{ id: 't', name: 'customTool', inputs: { selectedTool: 'tool-1' } }]),
      'weigh',
      services,
    )
    expect(result.usedTools?.[0]).toEqual({
      tool: 'weigh',
      toolInput: { thing: 'apple', times: 2 },
      toolOutput: 'apple weighs 6 kg (c)',
    })
    const sent = fake.calls.at(-2)?.body as {
      tools: Array<{ function: { name: string; parameters: unknown } }>
    }
    expect(sent.tools[0]?.function).toMatchObject({
      name: 'weigh',
      parameters: {
        type: 'object',
        properties: { thing: { type: 'string' }, times: { type: 'number' } },
        required: ['thing'],
      },
    })
    fake.queue({ toolCalls: [{ name: 'peek', arguments: {} }] }, { content: 'ok' })
    const peek = await run(
      agentFlow([{ id: 't', name: 'customTool', inputs: { selectedTool: 'tool-2' } }]),
      'peek',
      services,
    )
    expect(peek.usedTools?.[0]?.toolOutput).toMatch(/Refused to connect/)
  })

  it('Chain Tool runs an LLM chain; Retriever Tool returns its documents as source documents', async () => {
    const data = `data:text/plain;base64,${Buffer.from('Cats purr.\n\nDogs bark.').toString('base64')},filename:pets.txt`
    const flow = buildFlow([
      model,
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Translate: {text}' } },
      {
        id: 'ch',
        name: 'llmChain',
        output: 'llmChain',
        inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' },
      },
      {
        id: 'ct',
        name: 'chainTool',
        inputs: { name: 'translator', description: 'translates', baseChain: '{{ch.data.instance}}' },
      },
      { id: 's', name: 'recursiveCharacterTextSplitter', inputs: { chunkSize: 12, chunkOverlap: 0 } },
      {
        id: 'tf',
        name: 'textFile',
        output: 'document',
        inputs: { txtFile: data, textSplitter: '{{s.data.instance}}' },
      },
      { id: 'e', name: 'openAIEmbeddings', credential: 'cred-openai', inputs: {} },
      {
        id: 'v',
        name: 'memoryVectorStore',
        output: 'retriever',
        inputs: { document: ['{{tf.data.instance}}'], embeddings: '{{e.data.instance}}', topK: 1 },
      },
      {
        id: 'rt',
        name: 'retrieverTool',
        inputs: {
          name: 'pets',
          description: 'pet facts',
          retriever: '{{v.data.instance}}',
          returnSourceDocuments: true,
        },
      },
      {
        id: 'a',
        name: 'toolAgent',
        inputs: { model: '{{m.data.instance}}', tools: ['{{ct.data.instance}}', '{{rt.data.instance}}'] },
      },
    ])
    fake.queue(
      {
        toolCalls: [
          { name: 'translator', arguments: { input: 'hola' } },
          { name: 'pets', arguments: { input: 'Dogs bark.' } },
        ],
      },
      { content: 'hello' },
      { content: 'Hello; dogs bark.' },
    )
    const result = await run(flow, 'go')
    expect(result.text).toBe('Hello; dogs bark.')
    expect(result.usedTools).toEqual([
      { tool: 'translator', toolInput: { input: 'hola' }, toolOutput: 'hello' },
      { tool: 'pets', toolInput: { input: 'Dogs bark.' }, toolOutput: 'Dogs bark.' },
    ])
    // The two tools run side by side: the chain's model call and the embeddings call come in either order.
    expect(fake.calls.slice(-3).some((c) => JSON.stringify(c.body).includes('Translate: hola'))).toBe(true)
    expect(result.sourceDocuments).toEqual([
      { pageContent: 'Dogs bark.', metadata: expect.objectContaining({ source: 'pets.txt' }) },
    ])
  })
})

describe('Conversational Agent (JSON action protocol, any chat model)', () => {
  it('runs the calculator from a JSON blob, answers with the Final Answer and remembers the turn', async () => {
    const flow = buildFlow([
      model,
      { id: 't', name: 'calculator' },
      { id: 'mem', name: 'bufferMemory' },
      {
        id: 'a',
        name: 'conversationalAgent',
        inputs: {
          model: '{{m.data.instance}}',
          memory: '{{mem.data.instance}}',
          tools: ['{{t.data.instance}}'],
        },
      },
    ])
    const services = createTestServices(fake.baseUrl)
    fake.queue(
      { content: '```json\n{"action": "calculator", "action_input": "3^4"}\n```' },
      { content: '{"action": "Final Answer", "action_input": "It is 81."}' },
    )
    const result = await run(flow, 'what is 3 to the 4th?', services)
    expect(result.text).toBe('It is 81.')
    expect(result.usedTools).toEqual([{ tool: 'calculator', toolInput: '3^4', toolOutput: '81' }])
    const sent = JSON.stringify(fake.calls.at(-1)?.body)
    expect(sent).toContain('TOOL RESPONSE')
    expect(sent).toContain('> calculator: Useful for getting the result of a math expression')
    fake.queue({ content: 'plain text answer' })
    const second = await run(flow, 'thanks', services)
    expect(second.text).toBe('plain text answer')
    const body = fake.calls.at(-1)?.body as { messages: Array<{ content: unknown }> }
    expect(body.messages.map((m) => m.content)).toContain('It is 81.')
  })
})
