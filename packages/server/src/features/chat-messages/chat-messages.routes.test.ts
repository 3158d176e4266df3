import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TChatMessageFeedback, TChatSessionList, TPredictionResponse } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import type { Session } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

/** The unik, its fake OpenAI, a flow, and the ask and list helpers the groups of tests below share. */
function chatMessagesSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { fake: FakeOpenAI; api: ReturnType<typeof runsClient>; flow: TChatflow }
  const t = unikFixture(dialect, {
    owner: 'msg-owner@example.com',
    unik: 'Messages',
    users: { member: { email: 'msg-member@example.com', role: 'member' } },
  })
  const ask = async (question: string, chatId: string, internal?: Session) => {
    const res = await predict(t.app, fx.flow.id, { question, chatId }, internal ? { internal } : {})
    if (res.statusCode !== 200) throw new Error(res.body)
    return res.json<TPredictionResponse>()
  }
  const list = async (query = '') =>
    (await fx.api.call(t.member, 'GET', `/chatflows/${fx.flow.id}/messages${query}`)).json<TChatSessionList>()

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.api = runsClient(t.app, t.unik.id)
    const credentialId = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    fx.flow = await fx.api.flow(
      t.owner,
      'Chat',
      fixtureFlowData('conversation-chain.json', { credentialId, credentialNodes: ['chatOpenAI'] }),
      { isPublic: true },
    )
  })
  afterAll(() => fx.fake.close())
  return Object.assign(fx, { t, ask, list })
}

type ChatMessagesSuite = ReturnType<typeof chatMessagesSuite>

function listingAndFeedback(fx: ChatMessagesSuite) {
  const { t, ask, list } = fx
  it('groups messages by conversation, newest conversation first, with filters', async () => {
    await ask('one', 'chat-a')
    await ask('two', 'chat-a')
    await ask('three', 'chat-b', t.member)
    const all = await list()
    expect(all.sessions.map((s) => [s.chatId, s.chatType, s.messages.length])).toEqual([
      ['chat-b', 'INTERNAL', 2],
      ['chat-a', 'EXTERNAL', 4],
    ])
    expect(all.messageCount).toBe(6)
    expect(all.sessions[1]?.messages.map((m) => m.content)).toEqual([
      'one',
      'You said: one',
      'two',
      'You said: two',
    ])
    expect((await list('?chatType=INTERNAL')).sessions.map((s) => s.chatId)).toEqual(['chat-b'])
    expect((await list('?chatType=INTERNAL&chatType=EXTERNAL')).sessions).toHaveLength(2)
    expect((await list('?sessionId=chat-a')).sessions.map((s) => s.chatId)).toEqual(['chat-a'])
    expect((await list('?startDate=2000-01-01&endDate=2000-01-02')).sessions).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect((await list(`?startDate=${today}&endDate=${today}`)).sessions).toHaveLength(2)
  })

  it('takes feedback on answers (public like prediction, and from members), lists and filters it', async () => {
    const answer = await ask('rate me', 'chat-c')
    const give = (body: object, url = `/api/v1/feedback/${fx.flow.id}`, headers = {}) =>
      t.app.inject({ method: 'POST', url, payload: body, headers })
    // A public flow takes feedback only with its Chat feedback switch on; members always may.
    const off = await give({ chatId: 'chat-c', messageId: answer.chatMessageId, rating: 'THUMBS_UP' })
    expect(off.statusCode).toBe(403)
    expect(off.json()).toMatchObject({
      code: 'FEATURE_DISABLED',
      message: 'Chat feedback is not enabled for this chatbot',
    })
    fx.flow = await fx.api.update(t.owner, fx.flow, {
      chatbotConfig: JSON.stringify({ chatFeedback: { status: true } }),
    })
    const first = await give({ chatId: 'chat-c', messageId: answer.chatMessageId, rating: 'THUMBS_UP' })
    expect(first.statusCode, first.body).toBe(200)
    const again = await give({
      chatId: 'chat-c',
      messageId: answer.chatMessageId,
      rating: 'THUMBS_DOWN',
      content: 'wrong',
    })
    expect(again.json()).toMatchObject({
      id: first.json<TChatMessageFeedback>().id,
      rating: 'THUMBS_DOWN',
      content: 'wrong',
    })
    // Wrong chat, unknown message, or a question (not an answer): not found.
    expect(
      (await give({ chatId: 'chat-a', messageId: answer.chatMessageId, rating: 'THUMBS_UP' })).statusCode,
    ).toBe(404)
    expect((await give({ chatId: 'chat-c', messageId: 'nope', rating: 'THUMBS_UP' })).statusCode).toBe(404)
    const internal = await give(
      { chatId: 'chat-c', messageId: answer.chatMessageId, rating: 'THUMBS_UP' },
      `/api/v1/internal-feedback/${fx.flow.id}`,
      t.member.auth,
    )
    expect(internal.statusCode).toBe(200)

    const feedback = (await fx.api.call(t.member, 'GET', `/chatflows/${fx.flow.id}/feedback`)).json<
      TChatMessageFeedback[]
    >()
    expect(feedback).toEqual([
      expect.objectContaining({ messageId: answer.chatMessageId, rating: 'THUMBS_UP' }),
    ])
    const withFeedback = await list('?feedback=true')
    expect(withFeedback.sessions.map((s) => s.chatId)).toEqual(['chat-c'])
    expect(withFeedback.sessions[0]?.messages[1]?.feedback).toMatchObject({ rating: 'THUMBS_UP' })
    expect((await list('?feedback=true&feedbackType=THUMBS_DOWN')).sessions).toEqual([])
  })
}

function deletingChats(fx: ChatMessagesSuite) {
  const { t, list } = fx
  it('deletes by chat: soft by default (rows kept, hidden), hard on request; editors only', async () => {
    expect(
      (await fx.api.call(t.member, 'DELETE', `/chatflows/${fx.flow.id}/messages?chatId=chat-a`)).statusCode,
    ).toBe(403)
    const soft = await fx.api.call(t.owner, 'DELETE', `/chatflows/${fx.flow.id}/messages?chatId=chat-a`)
    expect(soft.json()).toEqual({ deleted: 4 })
    expect((await list('?chatId=chat-a')).sessions).toEqual([])
    const kept = await t.database.db
      .selectFrom('chat_messages')
      .select('deleted_at')
      .where('chat_id', '=', 'chat-a')
      .execute()
    expect(kept).toHaveLength(4)
    expect(kept.every((r) => r.deleted_at !== null)).toBe(true)

    const hard = await fx.api.call(
      t.owner,
      'DELETE',
      `/chatflows/${fx.flow.id}/messages?chatId=chat-c&hardDelete=true`,
    )
    expect(hard.json()).toEqual({ deleted: 2 })
    const gone = await t.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', 'chat-c')
      .execute()
    expect(gone).toEqual([])
    expect((await fx.api.call(t.member, 'GET', `/chatflows/${fx.flow.id}/feedback`)).json()).toEqual([])
    expect((await fx.api.call(t.owner, 'GET', `/chatflows/missing/messages`)).statusCode).toBe(404)
  })
}

describeDialects('chat messages and feedback (%s)', (dialect) => {
  const fx = chatMessagesSuite(dialect)
  describe('listing and feedback', () => listingAndFeedback(fx))
  describe('deleting chats', () => deletingChats(fx))
})
