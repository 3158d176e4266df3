import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TDocumentStoreAccess } from '@unikflow/nodes'
import type { TFlowData } from '@unikflow/graph'
import { runFlow, type TRunFlowOptions } from './run-flow'
import type { TEngineServices } from './services'
import { createTestServices } from '../testing/test-services'
import { startLocalHttpServer, type TLocalServer } from '../testing/local-http-server'
import { buildV2Flow, fakeModel } from '../testing/v2-flows'

let fake: FakeOpenAI
let local: TLocalServer
beforeAll(async () => {
  fake = await startFakeOpenAI()
  local = await startLocalHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ path: req.url, auth: req.headers.authorization ?? null, body: req.body }))
  })
})
afterAll(async () => {
  await fake.close()
  await local.close()
})

const ask = (
  flowData: TFlowData,
  question: string,
  services: Partial<TEngineServices> = {},
  extra: Partial<TRunFlowOptions> = {},
) =>
  runFlow({
    chatId: 'c-nodes',
    flowId: 'f-nodes',
    flowData,
    question,
    services: {
      ...createTestServices(fake.baseUrl, {
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { 'cred-bearer': { token: 'secret-token' } },
      }),
      ...services,
    },
    ...extra,
  })

/** A unik's document store as the server offers it: chunks found by a word they contain. */
const stores: TDocumentStoreAccess = {
  loadDocuments: async () => [],
  search: async (storeId, query) =>
    storeId === 'store-1' && /holiday/i.test(query)
      ? [{ pageContent: 'Staff get 25 days of holiday.', metadata: { source: 'handbook.txt' } }]
      : [],
}

const start = (inputs: Record<string, unknown> = {}) => ({ id: 'start', name: 'startAgentflow', inputs })

describe('Agentflow v2 nodes that reach the outside', () => {
  it('HTTP sends the request through the outbound guard with the credential, and answers its JSON', async () => {
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'http',
          name: 'httpAgentflow',
          inputs: {
            credential: 'cred-bearer',
            method: 'POST',
            url: `${local.url}/orders`,
            queryParams: [{ key: 'q', value: '{{ question }}' }],
            bodyType: 'json',
            body: '{"ask": "{{ question }}"}',
          },
        },
      ],
      [['start', 'http']],
    )
    const result = await ask(flow, 'shoes')
    expect(JSON.parse(result.text)).toEqual({
      path: '/orders?q=shoes',
      auth: 'Bearer secret-token',
      body: '{"ask": "shoes"}',
    })
    // Without the operator's allowlist a private address is refused.
    await expect(ask(flow, 'shoes', { allowPrivateHosts: [] })).rejects.toThrow(
      /blocked|private|not allowed/i,
    )
  })

  it('Execute Flow runs another flow of the unik through the host, with the input', async () => {
    const asked: unknown[] = []
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'sub',
          name: 'executeFlowAgentflow',
          inputs: { executeFlowSelectedFlow: 'flow-2', executeFlowInput: 'Summarise: {{ question }}' },
        },
      ],
      [['start', 'sub']],
    )
    const result = await ask(flow, 'the news', {
      executeFlow: async (request) => {
        asked.push(request)
        return 'A short summary'
      },
    })
    expect(result.text).toBe('A short summary')
    expect(asked).toEqual([
      { flowId: 'flow-2', question: 'Summarise: the news', sessionId: 'c-nodes', overrideConfig: {} },
    ])
  })
})

describe('Agentflow v2 nodes that read the unik', () => {
  it('Retriever and Agent knowledge search the unik document stores', async () => {
    const flow = buildV2Flow(
      [
        start(),
        {
          id: 'find',
          name: 'retrieverAgentflow',
          inputs: {
            retrieverKnowledgeDocumentStores: [{ documentStore: 'store-1:Handbook' }],
            retrieverQuery: '{{ question }}',
          },
        },
        {
          id: 'agent',
          name: 'agentAgentflow',
          inputs: {
            ...fakeModel('agentModel'),
            agentMessages: [{ role: 'system', content: 'Context: {{ find }}' }],
            agentKnowledgeDocumentStores: [
              {
                documentStore: 'store-1:Handbook',
                docStoreDescription: 'The staff handbook',
                returnSourceDocuments: true,
              },
            ],
          },
        },
      ],
      [
        ['start', 'find'],
        ['find', 'agent'],
      ],
    )
    fake.queue({ toolCalls: [{ name: 'search_Handbook', arguments: { query: 'holiday days' } }] })
    fake.queue({ content: '25 days.' })
    const result = await ask(flow, 'How much holiday?', { documentStores: stores })
    expect(result.text).toBe('25 days.')
    expect(result.sourceDocuments?.map((d) => d.metadata.source)).toEqual(['handbook.txt', 'handbook.txt'])
    const first = fake.calls.at(-2)?.body as {
      messages: { content: string }[]
      tools: { function: { name: string; description: string } }[]
    }
    expect(first.messages[0]?.content).toBe('Context: Staff get 25 days of holiday.')
    expect(first.tools[0]?.function).toMatchObject({
      name: 'search_Handbook',
      description: 'The staff handbook',
    })
  })

  it('Start from a form: its values are {{ $form.x }} and the output', async () => {
    const flow = buildV2Flow(
      [
        start({
          startInputType: 'formInput',
          formInputTypes: [{ type: 'string', label: 'Name', name: 'name' }],
        }),
        {
          id: 'hi',
          name: 'directReplyAgentflow',
          inputs: { directReplyMessage: 'Hello {{ $form.name }}, {{ start }}' },
        },
      ],
      [['start', 'hi']],
    )
    const result = await ask(flow, '', {}, { form: { name: 'Ada' } })
    expect(result.text).toBe('Hello Ada, {"name":"Ada"}')
  })
})
