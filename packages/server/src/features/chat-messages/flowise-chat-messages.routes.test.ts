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
import { createUnik, signUp, type Session } from '../../test/api-client'
import { buildTestApp, testDialects, type TestApp } from '../../test/build-test-app'
import { fixtureFlowData, parseSse, predict, runsClient } from '../../test/prediction-setup'

describe.each(testDialects)("Flowise's chat message and feedback API (%s)", (dialect) => {
  let fake: FakeOpenAI
  let t: TestApp
  let owner: Session
  let unik: TUnik
  let api: ReturnType<typeof runsClient>
  let flow: TChatflow
  let key: TApiKeyCreated
  let otherKey: TApiKeyCreated

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    t = await buildTestApp(dialect)
    owner = await signUp(t.app, 'messages-api@example.com')
    unik = await createUnik(t.app, owner, 'Messages API')
    api = runsClient(t.app, unik.id)
    const credentialId = await api.credential(owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fake.baseUrl,
    })
    const flowData = fixtureFlowData('conversation-chain.json', {
      credentialId,
      credentialNodes: ['chatOpenAI'],
    })
    flow = await api.flow(owner, 'Chats', flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({ chatFeedback: { status: true } }),
    })
    key = (await api.call(owner, 'POST', '/apikey', { keyName: 'scripts' })).json<TApiKeyCreated>()
    const other = await createUnik(t.app, owner, 'Elsewhere')
    otherKey = (
      await runsClient(t.app, other.id).call(owner, 'POST', '/apikey', { keyName: 'other' })
    ).json<TApiKeyCreated>()
    for (const [chatId, question] of [
      ['chat-a', 'first'],
      ['chat-a', 'second'],
      ['chat-b', 'third'],
    ] as const) {
      const res = await predict(t.app, flow.id, { question, chatId })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const messages = (query = '', bearer = key.apiKey) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/chatmessage/${flow.id}${query}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    })

  it('GET /api/v1/chatmessage/:id lists the messages with an API key of the unik, filtered as Flowise does', async () => {
    expect((await messages('', '')).statusCode).toBe(404)
    expect((await messages('', otherKey.apiKey)).statusCode).toBe(404)
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
    expect(list[0]).toMatchObject({ chatflowid: flow.id, chatId: 'chat-a', chatType: 'EXTERNAL' })

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
    const given = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feedback/${flow.id}`,
      headers: { origin: 'https://shop.example' },
      payload: {
        chatflowid: flow.id,
        chatId: 'chat-b',
        messageId: answer.id,
        rating: 'THUMBS_UP',
        content: '',
      },
    })
    expect(given.statusCode, given.body).toBe(200)
    const { id } = given.json<TChatMessageFeedback>()
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/feedback/${id}`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'PUT' },
    })
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT')
    const comment = await t.app.inject({
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

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/feedback/nope',
      payload: { content: 'x' },
    })
    expect(unknown.statusCode).toBe(404)
    // A private flow's feedback is not reachable either.
    await api.update(owner, flow, { isPublic: false })
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/feedback/${id}`,
      payload: { content: 'y' },
    })
    expect(hidden.statusCode).toBe(404)
    await api.update(owner, flow, { isPublic: true })
  })

  it('PUT /api/v1/chatmessage/abort/:flowId/:chatId stops the chat run: the stream ends with abort', async () => {
    fake.queue({ hang: true })
    const calls = fake.calls.length
    const running = predict(t.app, flow.id, { question: 'wait', chatId: 'chat-stop', streaming: true })
    await expect.poll(() => fake.calls.length, { timeout: 10_000 }).toBeGreaterThan(calls)
    const stop = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chatmessage/abort/${flow.id}/chat-stop`,
      headers: { origin: 'https://shop.example' },
    })
    expect(stop.statusCode, stop.body).toBe(200)
    expect(stop.json()).toEqual({ status: 200, message: 'Chat message aborted' })
    const res = await running
    expect(parseSse(res.body).map((f) => f.event)).toContain('abort')
    const runs = (await api.call(owner, 'GET', `/chatflows/${flow.id}/runs`)).json<{ status: string }[]>()
    expect(runs[0]?.status).toBe('aborted')
    const stored = (await messages('?chatId=chat-stop')).json<TFlowiseChatMessage[]>()
    expect(stored).toEqual([])
  })

  it('DELETE /api/v1/chatmessage/:id removes a chat with the key and answers a DeleteResult', async () => {
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chatmessage/${flow.id}?chatId=chat-a`,
    })
    expect(refused.statusCode).toBe(404)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/chatmessage/${flow.id}?chatId=chat-a`,
      headers: { authorization: `Bearer ${key.apiKey}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ raw: [], affected: 4 })
    expect((await messages()).json<TFlowiseChatMessage[]>().map((m) => m.chatId)).toEqual([
      'chat-b',
      'chat-b',
    ])
    const asked = await predict(t.app, flow.id, { question: 'again', chatId: 'chat-a' })
    expect(asked.json<TPredictionResponse>().text).toBe('You said: again')
    expect((await messages('?chatId=chat-a')).json()).toHaveLength(2)
  })
})
