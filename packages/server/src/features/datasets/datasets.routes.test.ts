import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type {
  TChatflow,
  TChatMessage,
  TChatSessionList,
  TDatasetRowsAdded,
  TDatasetWithRows,
  TDataset,
} from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

/** Flowise's dataset dialog sends the file as a data URL. */
const dataUrl = (csv: string) => `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`

describeDialects('datasets API (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'ds-owner@example.com',
    unik: 'Datasets',
    users: {
      member: { email: 'ds-member@example.com', role: 'member' },
      outsider: { email: 'ds-outsider@example.com' },
    },
  })
  let fake: FakeOpenAI
  let api: ReturnType<typeof runsClient>
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.respondWith((req) => ({ content: `Echo: ${String(req.messages.at(-1)?.content)}` }))
    api = runsClient(t.app, t.unik.id)
    flow = await api.flow(t.owner, 'Chat', await fakeConversationFlowData(api, t.owner, fake.baseUrl))
  })
  afterAll(() => fake.close())

  const create = async (payload: object) => {
    const res = await api.call(t.owner, 'POST', '/datasets/set', payload)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<TDatasetWithRows>()
  }

  it("creates a dataset from Flowise's two-column Input/Output CSV, edits rows and exports CSV back", async () => {
    const csv = 'Input,Output\r\nWhat is 2+2?,4\r\n"Capital of France, please",Paris\r\n'
    const dataset = await create({ name: 'Maths', csvFile: dataUrl(csv), firstRowHeaders: true })
    expect(dataset.rows.map((r) => [r.input, r.output])).toEqual([
      ['What is 2+2?', '4'],
      ['Capital of France, please', 'Paris'],
    ])

    const added = await api.call(t.owner, 'POST', '/datasets/rows', {
      datasetId: dataset.id,
      input: 'Hi again',
      output: 'Hello',
      history: [{ role: 'userMessage', content: 'Hi' }],
      variables: { tone: 'warm' },
    })
    expect(added.statusCode, added.body).toBe(200)
    const rowId = added.json<{ id: string }>().id
    const edited = await api.call(t.owner, 'PUT', `/datasets/rows/${rowId}`, { output: 'Hello there' })
    expect(edited.json()).toMatchObject({ output: 'Hello there', variables: { tone: 'warm' }, sequenceNo: 2 })

    const exported = await api.call(t.owner, 'GET', `/datasets/set/${dataset.id}/csv`)
    expect(exported.headers['content-type']).toContain('text/csv')
    expect(exported.body.split('\r\n')[0]).toBe('Input,Output,History,Variables')
    expect(exported.body).toContain('"Capital of France, please",Paris')

    // The exported file imports into another dataset as it was.
    const copy = await create({ name: 'Copy', csvFile: exported.body, firstRowHeaders: true })
    expect(copy.rows.map((r) => [r.input, r.output, r.history.length, r.variables])).toEqual([
      ['What is 2+2?', '4', 0, {}],
      ['Capital of France, please', 'Paris', 0, {}],
      ['Hi again', 'Hello there', 1, { tone: 'warm' }],
    ])

    const list = await api.call(t.member, 'GET', '/datasets')
    expect(list.json<TDataset[]>().find((d) => d.id === dataset.id)?.rowCount).toBe(3)
  })

  it('appends CSV rows, deletes rows in bulk, and refuses a member and another unik', async () => {
    const dataset = await create({ name: 'Bulk' })
    const res = await api.call(t.owner, 'POST', `/datasets/set/${dataset.id}/csv`, {
      csvFile: 'a,1\nb,2\nc,3\n',
    })
    const { rows } = res.json<TDatasetRowsAdded>()
    expect(rows.map((r) => r.input)).toEqual(['a', 'b', 'c'])
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/uniks/${t.unik.id}/datasets/rows`,
      headers: t.owner.auth,
      payload: { ids: [rows[0]?.id, rows[2]?.id] },
    })
    expect(removed.json()).toEqual({ deleted: 2 })
    const left = await api.call(t.owner, 'GET', `/datasets/set/${dataset.id}`)
    expect(left.json<TDatasetWithRows>().rows.map((r) => r.input)).toEqual(['b'])

    expect((await api.call(t.member, 'POST', '/datasets/set', { name: 'No' })).statusCode).toBe(403)
    expect((await api.call(t.outsider, 'GET', `/datasets/set/${dataset.id}`)).statusCode).toBe(404)
    const broken = await api.call(t.owner, 'POST', `/datasets/set/${dataset.id}/csv`, {
      csvFile: 'Input,Output,History\nq,a,not json\n',
      firstRowHeaders: true,
    })
    expect(broken.statusCode).toBe(400)
  })

  it('makes rows of messages picked from two real chats, with the earlier turns as history', async () => {
    const ask = async (question: string, chatId: string) => {
      const res = await predict(t.app, flow.id, { question, chatId }, { internal: t.owner })
      expect(res.statusCode, res.body).toBe(200)
    }
    await ask('first question', 'chat-one')
    await ask('second question', 'chat-one')
    await ask('other chat', 'chat-two')
    const sessions = (
      await api.call(t.owner, 'GET', `/chatflows/${flow.id}/messages`)
    ).json<TChatSessionList>()
    const messages: TChatMessage[] = sessions.sessions.flatMap((s) => s.messages)
    const answerOf = (q: string) => {
      const i = messages.findIndex((m) => m.content === q)
      return messages[i + 1]?.id ?? ''
    }
    const dataset = await create({ name: 'From chats' })
    const res = await api.call(t.owner, 'POST', `/datasets/set/${dataset.id}/messages`, {
      chatflowId: flow.id,
      messageIds: [answerOf('second question'), answerOf('other chat')],
    })
    expect(res.statusCode, res.body).toBe(200)
    const { rows } = res.json<TDatasetRowsAdded>()
    expect(rows.map((r) => [r.input, r.output, r.history.map((h) => h.content)])).toEqual([
      ['second question', expect.stringContaining('second question'), ['first question', expect.any(String)]],
      ['other chat', expect.stringContaining('other chat'), []],
    ])
  })
})
