import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { TFlowData, TPredictionResponse } from '@unikflow/graph'
import { buildScene } from '@unikflow/updl'
import { describeDialects } from '../../test/build-test-app'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { communityTemplates } from './community-templates'

/**
 * Every shipped template is used as a person would: its flow saved as a new flow of the unik (the model
 * node given a credential, as the user picks one), then asked a question, answered by the fake model
 * servers. Templates that need something outside (a web page, an API, a file, an MCP server, a store with
 * vectors) are named below with the reason and only saved.
 */
const NEEDS_OUTSIDE: Record<string, string> = {
  'chat-with-web-page': 'fetches a public web page',
  'chat-with-pdf': 'needs a PDF uploaded into its node',
  'rag-document-store': 'needs a document store with upserted vectors (tested in features/document-stores)',
  'weather-api-agent': 'calls a public web API',
  'mcp-tools-agent': 'needs an MCP server',
  'claude-conversation': "calls Anthropic's API (its credential has no base URL to point at a fake)",
  'ar-quiz': 'a UPDL scene is published, not chatted with: its scene is built below instead',
}

/** What the fake model answers for templates whose output parser needs a shape. */
const ANSWERS: Record<string, string> = {
  'structured-output': '```json\n{"answer":"Paris","confidence":0.9}\n```',
  'data-extraction':
    '```json\n{"name":"Ada","email":"ada@example.com","company":null,"intent":"a demo"}\n```',
  'sentiment-classifier': '```json\n{"sentiment":"positive","reason":"love it"}\n```',
  'list-generator': 'red, green, blue',
  'conversational-agent': '```json\n{"action":"Final Answer","action_input":"It is 4."}\n```',
}

describeDialects('community templates run (%s)', (dialect) => {
  const t = unikFixture(dialect, { owner: 'owner@example.com', unik: 'Templates' })
  let fake: FakeOpenAI
  const credentials = new Map<string, string>()

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    credentials.set(
      'openAIApi',
      await api.credential(t.owner, 'openAIApi', { openAIApiKey: 'sk', basePath: fake.baseUrl }),
    )
  })
  afterAll(() => fake.close())

  /** The template's flow as the user saves it after choosing credentials (and a local Ollama address). */
  function prepared(flowData: string): TFlowData {
    const flow = JSON.parse(flowData) as TFlowData
    for (const node of flow.nodes) {
      const names = getNodeDescriptor(node.data.name)?.credential?.credentialNames ?? []
      const credential = names.map((n) => credentials.get(n)).find((c) => c !== undefined)
      if (credential) node.data.credential = credential
      if (node.data.name === 'chatOllama') node.data.inputs.baseUrl = fake.origin
    }
    return flow
  }

  it('every template saves as a flow of the unik; each one that needs nothing outside answers', async () => {
    const api = runsClient(t.app, t.unik.id)
    const templates = await communityTemplates()
    const answered: string[] = []
    for (const template of templates) {
      const flow = await api.flow(t.owner, template.name, JSON.stringify(prepared(template.flowData)))
      if (NEEDS_OUTSIDE[template.id] !== undefined) continue
      const answer = ANSWERS[template.id]
      fake.respondWith((req) => ({ content: answer ?? `You said: ${String(req.messages.at(-1)?.content)}` }))
      const res = await predict(t.app, flow.id, { question: 'What is two plus two?' }, { internal: t.owner })
      expect(res.statusCode, `${template.id}: ${res.body}`).toBe(200)
      const body = res.json<TPredictionResponse>()
      expect(body.text ?? JSON.stringify(body.json), template.id).toBeTruthy()
      answered.push(template.id)
    }
    expect(answered.length).toBe(templates.length - Object.keys(NEEDS_OUTSIDE).length)
    expect(templates.map((x) => x.id)).toEqual(expect.arrayContaining(Object.keys(NEEDS_OUTSIDE)))
  })

  it('parsers and tools do their part: JSON fields, a list, a local model, a JavaScript function', async () => {
    const api = runsClient(t.app, t.unik.id)
    const byId = new Map((await communityTemplates()).map((x) => [x.id, x]))
    const run = async (id: string, question: string, answer?: string) => {
      const template = byId.get(id)
      if (!template) throw new Error(id)
      fake.respondWith(() => ({ content: answer ?? ANSWERS[id] ?? 'plain answer' }))
      const flow = await api.flow(t.owner, `${id} run`, JSON.stringify(prepared(template.flowData)))
      const res = await predict(t.app, flow.id, { question }, { internal: t.owner })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<TPredictionResponse>()
    }
    expect((await run('structured-output', 'Capital of France?')).json).toEqual({
      answer: 'Paris',
      confidence: 0.9,
    })
    expect((await run('list-generator', 'colours')).json).toEqual(['red', 'green', 'blue'])
    expect((await run('text-statistics', 'one two three')).text).toBe(
      '3 words, 13 characters, about 1 min to read',
    )
    const calls = fake.calls.length
    expect((await run('local-ollama-chat', 'hi', 'from llama')).text).toBe('from llama')
    expect(fake.calls.slice(calls).some((c) => c.path === '/api/chat')).toBe(true)
    const rag = await run('conversational-rag', 'When can I return a rocket?', 'Within 30 days.')
    expect(rag.text).toBe('Within 30 days.')
    expect(rag.sourceDocuments?.[0]?.metadata).toMatchObject({ source: 'acme-faq' })
  })

  it('the AR quiz template is a scene of two questions', async () => {
    const quiz = (await communityTemplates()).find((x) => x.id === 'ar-quiz')
    const scene = buildScene(JSON.parse(quiz?.flowData ?? '{}') as TFlowData)
    if (!scene.ok) throw new Error(scene.error[0]?.message)
    expect(scene.value.kind).toBe('quiz')
    expect(scene.value.scenes.length).toBeGreaterThanOrEqual(2)
  })
})
