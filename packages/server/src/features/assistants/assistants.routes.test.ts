import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import {
  ASSISTANT_MANDATORY_TEXT,
  type TAssistant,
  type TAssistantComponents,
  type TChatflow,
  type TCustomAssistantDetailsInput,
  type TPredictionResponse,
} from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { assignApiKey, parseSse, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

/** The unik, its fake OpenAI, a credential and tool, and the helpers the groups of tests below share. */
function assistantsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    api: ReturnType<typeof runsClient>
    credential: string
    toolId: string
  }
  const t = unikFixture(dialect, {
    owner: 'assistant-owner@example.com',
    unik: 'Assistants',
    users: { member: { email: 'assistant-member@example.com', role: 'member' } },
  })
  const base = () => `/api/v1/uniks/${t.unik.id}/assistants`

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.api = runsClient(t.app, t.unik.id)
    fx.credential = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-fake',
      basePath: fx.fake.baseUrl,
    })
    const tool = await fx.api.call(t.owner, 'POST', '/tools', {
      name: 'shout',
      description: 'Shouts the text back',
      schema: JSON.stringify([{ property: 'text', type: 'string', description: 'what', required: true }]),
      func: 'return $text.toUpperCase()',
    })
    fx.toolId = tool.json<{ id: string }>().id
  })
  afterAll(() => fx.fake.close())

  const details = (over: Partial<TCustomAssistantDetailsInput> = {}): TCustomAssistantDetailsInput => ({
    name: 'Maths helper',
    description: 'Adds numbers',
    instructions: 'You add numbers with the calculator.',
    chatModel: {
      name: 'chatOpenAI',
      credential: fx.credential,
      modelName: 'gpt-4o-mini',
      temperature: 0.2,
      maxTokens: 300,
    },
    tools: [{ kind: 'node', name: 'calculator' }],
    ...over,
  })
  const create = (body: object, who = t.owner) =>
    t.app.inject({ method: 'POST', url: base(), headers: who.auth, payload: body })
  const createOk = async (d = details()) => {
    const res = await create({ details: JSON.stringify(d), iconSrc: null })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<TAssistant>()
  }
  return Object.assign(fx, { t, base, details, create, createOk })
}

type AssistantsSuite = ReturnType<typeof assistantsSuite>

function choicesAndLimits(fx: AssistantsSuite) {
  const { t, base, details, create } = fx
  it('lists the chat models and the built-in tools an assistant can use', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base()}/components`, headers: t.member.auth })
    expect(res.statusCode).toBe(200)
    const components = res.json<TAssistantComponents>()
    expect(components.chatModels.map((c) => c.name)).toEqual(
      expect.arrayContaining(['chatOpenAI', 'chatOllama']),
    )
    expect(components.chatModels.find((c) => c.name === 'chatOpenAI')).toMatchObject({
      credentialNames: ['openAIApi'],
      credentialRule: { optionalWhenSet: 'basepath' },
    })
    // The LlamaIndex twins (same label "ChatOpenAI") are not offered: one entry per label.
    const labels = components.chatModels.map((c) => c.label)
    expect(labels.filter((l) => l === 'ChatOpenAI')).toHaveLength(1)
    expect(components.chatModels.map((c) => c.name)).not.toContain('chatOpenAI_LlamaIndex')
    expect(components.tools.map((c) => c.name)).toContain('calculator')
    expect(components.tools.map((c) => c.name)).not.toContain('customTool')
  })

  it('refuses empty mandatory fields with the product text, and the limits', async () => {
    for (const bad of [
      details({ name: '  ' }),
      details({ chatModel: { name: 'chatOpenAI', credential: fx.credential, modelName: '' } }),
      details({ chatModel: { name: 'chatOpenAI', modelName: 'gpt-4o-mini' } }),
    ]) {
      const res = await create({ details: JSON.stringify(bad) })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'MANDATORY_FIELDS', message: ASSISTANT_MANDATORY_TEXT })
    }
    const tooLong = [
      details({ name: 'n'.repeat(257) }),
      details({ description: 'd'.repeat(513) }),
      details({ instructions: 'i'.repeat(32_769) }),
      details({ tools: Array.from({ length: 129 }, () => ({ kind: 'node' as const, name: 'calculator' })) }),
      details({
        chatModel: { name: 'chatOpenAI', credential: fx.credential, modelName: 'm', temperature: 1.5 },
      }),
    ]
    for (const bad of tooLong) expect((await create({ details: JSON.stringify(bad) })).statusCode).toBe(400)
    // The credential rule of the node: a Base Path (a server asking no key) makes it optional.
    const keyless = details({
      chatModel: { name: 'chatOpenAI', modelName: 'llama', basePath: 'http://127.0.0.1:11434/v1' },
    })
    expect((await create({ details: JSON.stringify(keyless) })).statusCode).toBe(201)
    expect((await create({ details: JSON.stringify(details({ name: 'n'.repeat(256) })) })).statusCode).toBe(
      201,
    )
    expect((await create({ details: '{not json' })).json()).toMatchObject({ code: 'INVALID_JSON' })
    const unknownTool = await create({
      details: JSON.stringify(details({ tools: [{ kind: 'custom', toolId: 'nope' }] })),
    })
    expect(unknownTool.statusCode).toBe(400)
    const member = await create({ details: JSON.stringify(details()) }, t.member)
    expect(member.statusCode).toBe(403)
  })
}

function assistantLifecycle(fx: AssistantsSuite) {
  const { t, base, details, createOk } = fx
  it('creates, lists by type, reads, updates and deletes (with the flow it runs as)', async () => {
    const created = await createOk(details({ tools: [{ kind: 'custom', toolId: fx.toolId }] }))
    expect(created).toMatchObject({ type: 'CUSTOM', credential: null })
    const list = await t.app.inject({ method: 'GET', url: `${base()}?type=CUSTOM`, headers: t.member.auth })
    expect(list.json<TAssistant[]>().map((a) => a.id)).toContain(created.id)
    const none = await t.app.inject({ method: 'GET', url: `${base()}?type=OPENAI`, headers: t.member.auth })
    expect(none.json()).toEqual([])
    const flow = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/chatflows/${created.id}`,
      headers: t.owner.auth,
    })
    expect(flow.json<TChatflow>()).toMatchObject({ type: 'ASSISTANT', name: 'Maths helper' })
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${base()}/${created.id}`,
      headers: t.owner.auth,
      payload: { details: JSON.stringify(details({ name: 'Renamed' })) },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(JSON.parse(updated.json<TAssistant>().details)).toMatchObject({ name: 'Renamed' })
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/${created.id}`,
      headers: t.owner.auth,
    })
    expect(removed.statusCode).toBe(204)
    const gone = await t.app.inject({ method: 'GET', url: `${base()}/${created.id}`, headers: t.owner.auth })
    expect(gone.statusCode).toBe(404)
    const flowRows = await t.database.db
      .selectFrom('chat_flows')
      .select('id')
      .where('id', '=', created.id)
      .execute()
    expect(flowRows).toEqual([])
  })
}

function runningAssistants(fx: AssistantsSuite) {
  const { t, base, details, createOk } = fx
  it("runs through the prediction API (JSON, SSE) and the OpenAI-compatible endpoint with the model's answer", async () => {
    const assistant = await createOk()
    const toolCall = { toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] }
    fx.fake.queue(toolCall, { content: 'The sum is five.' })
    const preview = await predict(t.app, assistant.id, { question: 'add 2 and 3' }, { internal: t.owner })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json<TPredictionResponse>()).toMatchObject({
      text: 'The sum is five.',
      usedTools: [{ tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' }],
    })
    const sent = fx.fake.calls.at(-1)?.body as {
      messages: Array<{ role: string; content: unknown }>
      temperature: number
    }
    expect(sent.messages[0]?.role).toBe('system')
    expect(JSON.stringify(sent.messages[0]?.content)).toContain('You add numbers with the calculator.')
    expect(sent.temperature).toBe(0.2)

    fx.fake.queue(toolCall, { content: 'Five, streamed.' })
    const streamed = await predict(
      t.app,
      assistant.id,
      { question: 'again', streaming: true },
      { internal: t.owner },
    )
    const events = parseSse(streamed.body)
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('Five, streamed.')
    expect(events.find((e) => e.event === 'usedTools')?.data).toMatchObject([
      { toolInput: { input: '2 + 3' } },
    ])

    expect((await predict(t.app, assistant.id, { question: 'x' })).statusCode).toBe(404)
    const flow = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/uniks/${t.unik.id}/chatflows/${assistant.id}`,
        headers: t.owner.auth,
      })
    ).json<TChatflow>()
    await assignApiKey(t.database, flow, 'assistant-key-123456')
    const bearer = { authorization: 'Bearer assistant-key-123456' }
    fx.fake.queue({ content: 'Keyed answer.' })
    const keyed = await predict(t.app, assistant.id, { question: 'hi' }, { headers: bearer })
    expect(keyed.json<TPredictionResponse>().text).toBe('Keyed answer.')
    fx.fake.queue({ content: 'OpenAI style.' })
    const completion = await t.app.inject({
      method: 'POST',
      url: `/api/v1/openai/${assistant.id}/chat/completions`,
      headers: bearer,
      payload: { model: assistant.id, messages: [{ role: 'user', content: 'hello' }] },
    })
    expect(completion.statusCode, completion.body).toBe(200)
    expect(completion.json()).toMatchObject({ choices: [{ message: { content: 'OpenAI style.' } }] })
  })

  it('generates instructions with the chosen model', async () => {
    fx.fake.queue({ content: '  You are a careful maths tutor.  ' })
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/generate/instruction`,
      headers: t.owner.auth,
      payload: { task: 'Help pupils with fractions', chatModel: details().chatModel },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ content: 'You are a careful maths tutor.' })
    expect(JSON.stringify(fx.fake.calls.at(-1)?.body)).toContain('Help pupils with fractions')
    const refused = await t.app.inject({
      method: 'POST',
      url: `${base()}/generate/instruction`,
      headers: t.member.auth,
      payload: { task: 'x', chatModel: details().chatModel },
    })
    expect(refused.statusCode).toBe(403)
  })
}

describeDialects('assistants (%s)', (dialect) => {
  const fx = assistantsSuite(dialect)
  describe('what an assistant can use and must have', () => choicesAndLimits(fx))
  describe('creating, listing, updating and deleting', () => assistantLifecycle(fx))
  describe('running and generating instructions', () => runningAssistants(fx))
})
