import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type {
  TApiKeyCreated,
  TChatflow,
  TChatMessageFeedback,
  TFlowiseChatMessage,
  TPredictionResponse,
  TUnik,
} from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, parseSse, predict, runsClient } from '../../test/prediction-setup'

/** An app with a unik, a flow, two API keys and a fake OpenAI, shared by the groups of tests below. */
function flowiseMessagesSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    t: TestApp
    owner: Session
    unik: TUnik
    api: ReturnType<typeof runsClient>
    flow: TChatflow
    key: TApiKeyCreated
    otherKey: TApiKeyCreated
  }

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.t = await buildTestApp(dialect)
    fx.owner = await signUp(fx.t.app, 'messages-api@example.com')
    fx.unik = await createUnik(fx.t.app, fx.owner, 'Messages API')
    fx.api = runsClient(fx.t.app, fx.unik.id)
    const credentialId = await fx.api.credential(fx.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    const flowData = fixtureFlowData('conversation-chain.json', {
      credentialId,
      credentialNodes: ['chatOpenAI'],
    })
    fx.flow = await fx.api.flow(fx.owner, 'Chats', flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({ chatFeedback: { status: true } }),
    })
    fx.key = (await fx.api.call(fx.owner, 'POST', '/apikey', { keyName: 'scripts' })).json<TApiKeyCreated>()
    const other = await createUnik(fx.t.app, fx.owner, 'Elsewhere')
    fx.otherKey = (
      await runsClient(fx.t.app, other.id).call(fx.owner, 'POST', '/apikey', { keyName: 'other' })
    ).json<TApiKeyCreated>()
    for (const [chatId, question] of [
      ['chat-a', 'first'],
      ['chat-a', 'second'],
      ['chat-b', 'third'],
    ] as const) {
      const res = await predict(fx.t.app, fx.flow.id, { question, chatId })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
  afterAll(async () => {
    await fx.t.close()
    await fx.fake.close()
  })

  const messages = (query = '', bearer = fx.key.apiKey) =>
    fx.t.app.inject({
      method: 'GET',
      url: `/api/v1/chatmessage/${fx.flow.id}${query}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    })
  return Object.assign(fx, { messages })
}

type FlowiseMessagesSuite = ReturnType<typeof flowiseMessagesSuite>

function messagesAndFeedback(fx: FlowiseMessagesSuite) {
  const { messages } = fx
  it('GET /api/v1/chatmessage/:id lists the messages with an API key of the unik, filtered as Flowise does', async () => {
    expect((await messages('', '')).statusCode).toBe(404)
    expect((await messages('', fx.otherKey.apiKey)).statusCode).toBe(404)
    const all = await messages()
    expect(all.statusCode, all.body).toBe(200)
    const list = all.json<TFlowiseChatMessage[]>()
    expect(list.map((m) => m.content)).toEqual([
      'first',
      'You said: first',
      'second',
      'You said: second',
      'third',
      'You said: third',
    ])
    expect(list.map((m) => m.role).slice(0, 2)).toEqual(['userMessage', 'apiMessage'])
    expect(list[0]).toMatchObject({ chatflowid: fx.flow.id, chatId: 'chat-a', chatType: 'EXTERNAL' })

    const a = (await messages('?chatId=chat-a&order=DESC')).json<TFlowiseChatMessage[]>()
    expect(a.map((m) => m.content)).toEqual(['You said: second', 'second', 'You said: first', 'first'])
    expect((await messages('?sort=DESC')).json<TFlowiseChatMessage[]>()[0]?.content).toBe('You said: third')
    expect((await messages('?sessionId=chat-b')).json<TFlowiseChatMessage[]>()).toHaveLength(2)
    expect((await messages('?startDate=2000-01-01&endDate=2000-01-02')).json()).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect((await messages(`?startDate=${today}&endDate=${today}`)).json()).toHaveLength(6)
    const one = list[1]!
    expect((await messages(`?messageId=${one.id}`)).json<TFlowiseChatMessage[]>()).toEqual([one])
  })

  it('POST then PUT /api/v1/feedback/:id saves the comment, as flowise-embed sends it', async () => {
    const answer = (await messages('?chatId=chat-b')).json<TFlowiseChatMessage[]>()[1]!
    const given = await fx.t.app.inject({
      method: 'POST',
      url: `/api/v1/feedback/${fx.flow.id}`,
      headers: { origin: 'https://shop.example' },
      payload: {
        chatflowid: fx.flow.id,
        chatId: 'chat-b',
        messageId: answer.id,
        rating: 'THUMBS_UP',
        content: '',
      },
    })
    expect(given.statusCode, given.body).toBe(200)
    const { id } = given.json<TChatMessageFeedback>()
    const preflight = await fx.t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/feedback/${id}`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'PUT' },
    })
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT')
    const comment = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/v1/feedback/${id}`,
      headers: { origin: 'https://shop.example' },
      payload: { content: 'Spot on' },
    })
    expect(comment.statusCode, comment.body).toBe(200)
    expect(comment.headers['access-control-allow-origin']).toBe('https://shop.example')
    expect(comment.json()).toMatchObject({ id, rating: 'THUMBS_UP', content: 'Spot on' })
    const rated = (await messages('?feedback=true')).json<TFlowiseChatMessage[]>()
    expect(rated.map((m) => m.feedback?.content)).toEqual(['Spot on'])

    const unknown = await fx.t.app.inject({
      method: 'PUT',
      url: '/api/v1/feedback/nope',
      payload: { content: 'x' },
    })
    expect(unknown.statusCode).toBe(404)
    // A private flow's feedback is not reachable either.
    await fx.api.update(fx.owner, fx.flow, { isPublic: false })
    const hidden = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/v1/feedback/${id}`,
      payload: { content: 'y' },
    })
    expect(hidden.statusCode).toBe(404)
    await fx.api.update(fx.owner, fx.flow, { isPublic: true })
  })
}

function abortAndDelete(fx: FlowiseMessagesSuite) {
  const { messages } = fx
  it('PUT /api/v1/chatmessage/abort/:flowId/:chatId stops the chat run: the stream ends with abort', async () => {
    fx.fake.queue({ hang: true })
    const calls = fx.fake.calls.length
    const running = predict(fx.t.app, fx.flow.id, { question: 'wait', chatId: 'chat-stop', streaming: true })
    await expect.poll(() => fx.fake.calls.length, { timeout: 10_000 }).toBeGreaterThan(calls)
    const stop = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/v1/chatmessage/abort/${fx.flow.id}/chat-stop`,
      headers: { origin: 'https://shop.example' },
    })
    expect(stop.statusCode, stop.body).toBe(200)
    expect(stop.json()).toEqual({ status: 200, message: 'Chat message aborted' })
    const res = await running
    expect(parseSse(res.body).map((f) => f.event)).toContain('abort')
    const runs = (await fx.api.call(fx.owner, 'GET', `/chatflows/${fx.flow.id}/runs`)).json<
      { status: string }[]
    >()
    expect(runs[0]?.status).toBe('aborted')
    const stored = (await messages('?chatId=chat-stop')).json<TFlowiseChatMessage[]>()
    expect(stored).toEqual([])
  })

  it('DELETE /api/v1/chatmessage/:id removes a chat with the key and answers a DeleteResult', async () => {
    const refused = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chatmessage/${fx.flow.id}?chatId=chat-a`,
    })
    expect(refused.statusCode).toBe(404)
    const res = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chatmessage/${fx.flow.id}?chatId=chat-a`,
      headers: { authorization: `Bearer ${fx.key.apiKey}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ raw: [], affected: 4 })
    expect((await messages()).json<TFlowiseChatMessage[]>().map((m) => m.chatId)).toEqual([
      'chat-b',
      'chat-b',
    ])
    const asked = await predict(fx.t.app, fx.flow.id, { question: 'again', chatId: 'chat-a' })
    expect(asked.json<TPredictionResponse>().text).toBe('You said: again')
    expect((await messages('?chatId=chat-a')).json()).toHaveLength(2)
  })
}

describe.each(testDialects)("Flowise's chat message and feedback API (%s)", (dialect) => {
  const fx = flowiseMessagesSuite(dialect)
  describe('messages and feedback', () => messagesAndFeedback(fx))
  describe('abort and delete', () => abortAndDelete(fx))
})
