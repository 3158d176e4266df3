import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_MODEL_HOST, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import {
  ASSISTANT_MANDATORY_TEXT,
  type TAssistant,
  type TOpenAIAssistantChatAnswer,
  type TOpenAIAssistantDetails,
  type TOpenAIAssistantDetailsInput,
  type TOpenAIAssistantFile,
} from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

const base64 = (text: string) => Buffer.from(text).toString('base64')

/** A unik, the fake Assistants API, a credential, a saved tool and the helpers the groups of tests below share. */
function openAIAssistantsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { fake: FakeOpenAI; credential: string; toolId: string }
  const t = unikFixture(dialect, {
    owner: `openai-owner-${dialect}@example.com`,
    unik: 'OpenAI assistants',
    users: { member: { email: `openai-member-${dialect}@example.com`, role: 'member' } },
    // The fake provider listens on loopback: the operator allows it, as for any private address.
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  const url = (path = '') => `/api/v1/uniks/${t.unik.id}/assistants${path}`
  const post = (path: string, payload: object, who = t.owner) =>
    t.app.inject({ method: 'POST', url: url(path), headers: who.auth, payload })

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    const api = runsClient(t.app, t.unik.id)
    fx.credential = await api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk-fake',
      basePath: fx.fake.baseUrl,
    })
    const tool = await api.call(t.owner, 'POST', '/tools', {
      name: 'shout',
      description: 'Shouts the text back',
      schema: JSON.stringify([{ property: 'text', type: 'string', description: 'what', required: true }]),
      func: 'return $text.toUpperCase()',
    })
    fx.toolId = tool.json<{ id: string }>().id
  })
  afterAll(() => fx.fake.close())

  const details = (over: Partial<TOpenAIAssistantDetailsInput> = {}): TOpenAIAssistantDetailsInput => ({
    name: 'Data helper',
    description: 'Reads files',
    model: 'gpt-4o-mini',
    instructions: 'You read the files you are given.',
    temperature: 0.3,
    ...over,
  })
  const create = (d: TOpenAIAssistantDetailsInput, cred: string | null = fx.credential) =>
    post('', { type: 'OPENAI', details: JSON.stringify(d), credential: cred })
  const upload = async (name: string, text: string) => {
    const res = await post('/openai/files', {
      credential: fx.credential,
      files: [{ name, data: base64(text) }],
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<TOpenAIAssistantFile[]>()[0]!
  }
  const stored = (a: TAssistant) => JSON.parse(a.details) as TOpenAIAssistantDetails
  return Object.assign(fx, { t, url, post, details, create, upload, stored })
}

type OpenAIAssistantsSuite = ReturnType<typeof openAIAssistantsSuite>

function refusals(fx: OpenAIAssistantsSuite) {
  const { t, post, details, create } = fx
  it('refuses empty mandatory fields with the product text, a wrong credential and members', async () => {
    for (const [d, cred] of [
      [details({ name: ' ' }), fx.credential],
      [details({ model: '' }), fx.credential],
      [details(), null],
    ] as const) {
      const res = await create(d, cred)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code: 'MANDATORY_FIELDS', message: ASSISTANT_MANDATORY_TEXT })
    }
    const other = await runsClient(t.app, t.unik.id).credential(t.owner, 'anthropicApi', {
      anthropicApiKey: 'x',
    })
    expect((await create(details(), other)).json<{ message: string }>().message).toMatch(/not an OpenAI API/)
    expect((await create(details({ functionToolIds: ['nope'] }))).statusCode).toBe(400)
    expect(
      (
        await post(
          '',
          { type: 'OPENAI', details: JSON.stringify(details()), credential: fx.credential },
          t.member,
        )
      ).statusCode,
    ).toBe(403)
    expect(fx.fake.assistants.assistants.size).toBe(0)
  })
}

function savingAssistants(fx: OpenAIAssistantsSuite) {
  const { t, url, details, create, upload, stored } = fx
  it('uploads files, creates the assistant with its tools and vector store, saves changes, and deletes both', async () => {
    const csv = await upload('sales.csv', 'month,total\njan,3\n')
    const manual = await upload('manual.md', '# Manual\nPress the red button.')
    expect(fx.fake.assistants.files.get(csv.id)).toMatchObject({
      filename: 'sales.csv',
      bytes: 18,
      purpose: 'assistants',
    })
    const res = await create(
      details({
        codeInterpreter: true,
        fileSearch: true,
        functionToolIds: [fx.toolId],
        codeInterpreterFiles: [csv],
        fileSearchFiles: [manual],
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const assistant = res.json<TAssistant>()
    expect(assistant).toMatchObject({ type: 'OPENAI', credential: fx.credential })
    const { openaiId, vectorStoreId } = stored(assistant)
    const remote = fx.fake.assistants.assistants.get(openaiId!)
    expect(remote).toMatchObject({
      name: 'Data helper',
      model: 'gpt-4o-mini',
      instructions: 'You read the files you are given.',
      temperature: 0.3,
      tools: [
        { type: 'code_interpreter' },
        { type: 'file_search' },
        {
          type: 'function',
          function: {
            name: 'shout',
            parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
          },
        },
      ],
      tool_resources: {
        code_interpreter: { file_ids: [csv.id] },
        file_search: { vector_store_ids: [vectorStoreId] },
      },
    })
    expect(fx.fake.assistants.vectorStores.get(vectorStoreId!)?.file_ids).toEqual([manual.id])
    const listed = await t.app.inject({ method: 'GET', url: url('?type=OPENAI'), headers: t.member.auth })
    expect(listed.json<TAssistant[]>().map((a) => a.id)).toEqual([assistant.id])
    const flows = await t.database.db
      .selectFrom('chat_flows')
      .select('id')
      .where('id', '=', assistant.id)
      .execute()
    expect(flows).toEqual([])

    const guide = await upload('guide.md', 'Hold the blue lever.')
    const saved = await t.app.inject({
      method: 'PUT',
      url: url(`/${assistant.id}`),
      headers: t.owner.auth,
      payload: {
        details: JSON.stringify(
          details({ instructions: 'Be brief.', fileSearch: true, fileSearchFiles: [guide] }),
        ),
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = stored(saved.json<TAssistant>())
    expect(after.openaiId).toBe(openaiId)
    expect(after.vectorStoreId).not.toBe(vectorStoreId)
    expect(fx.fake.assistants.vectorStores.has(vectorStoreId!)).toBe(false)
    expect(fx.fake.assistants.assistants.get(openaiId!)).toMatchObject({
      instructions: 'Be brief.',
      tools: [{ type: 'file_search' }],
      tool_resources: { file_search: { vector_store_ids: [after.vectorStoreId] } },
    })

    // Deleted at the provider meanwhile: saving makes it there again.
    const lost = (await create(details({ name: 'Lost remotely' }))).json<TAssistant>()
    fx.fake.assistants.assistants.delete(stored(lost).openaiId!)
    const remade = await t.app.inject({
      method: 'PUT',
      url: url(`/${lost.id}`),
      headers: t.owner.auth,
      payload: { details: JSON.stringify(details({ name: 'Lost remotely' })) },
    })
    expect(remade.statusCode, remade.body).toBe(200)
    const remadeId = stored(remade.json<TAssistant>()).openaiId!
    expect(remadeId).not.toBe(stored(lost).openaiId)
    expect(fx.fake.assistants.assistants.get(remadeId)).toMatchObject({ name: 'Lost remotely' })

    const kept = await create(details({ name: 'Kept remotely' }))
    const keptId = stored(kept.json<TAssistant>()).openaiId!
    const del = (id: string, both: boolean) =>
      t.app.inject({ method: 'DELETE', url: url(`/${id}?isDeleteBoth=${both}`), headers: t.owner.auth })
    expect((await del(kept.json<TAssistant>().id, false)).statusCode).toBe(204)
    expect(fx.fake.assistants.assistants.has(keptId)).toBe(true)
    expect((await del(assistant.id, true)).statusCode).toBe(204)
    expect(fx.fake.assistants.assistants.has(openaiId!)).toBe(false)
    expect(fx.fake.assistants.vectorStores.has(after.vectorStoreId!)).toBe(false)
    expect(
      (await t.app.inject({ method: 'GET', url: url(`/${assistant.id}`), headers: t.owner.auth })).statusCode,
    ).toBe(404)
  })
}

function loadingAndChatting(fx: OpenAIAssistantsSuite) {
  const { t, url, post, details, create, stored } = fx
  it("lists the account's assistants and loads one: saved over at the provider, not made twice", async () => {
    const made = fx.fake.assistants.assistants.size
    const outside = await fetch(`${fx.fake.baseUrl}/assistants`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk',
        'OpenAI-Beta': 'assistants=v2',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        model: 'gpt-4o',
        name: 'Made elsewhere',
        instructions: 'Old',
        tools: [{ type: 'file_search' }],
      }),
    })
    const remoteId = (await outside.json()) as { id: string }
    const listed = await t.app.inject({
      method: 'GET',
      url: url(`/openai/remote?credential=${fx.credential}`),
      headers: t.owner.auth,
    })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: remoteId.id, name: 'Made elsewhere', model: 'gpt-4o', fileSearch: true }),
    )
    const loaded = await create(
      details({ name: 'Made elsewhere', instructions: 'New', openaiId: remoteId.id }),
    )
    expect(loaded.statusCode, loaded.body).toBe(201)
    expect(stored(loaded.json<TAssistant>()).openaiId).toBe(remoteId.id)
    expect(fx.fake.assistants.assistants.size).toBe(made + 1)
    expect(fx.fake.assistants.assistants.get(remoteId.id)).toMatchObject({ instructions: 'New' })
    const member = await t.app.inject({
      method: 'GET',
      url: url(`/openai/remote?credential=${fx.credential}`),
      headers: t.member.auth,
    })
    expect(member.statusCode).toBe(403)
  })

  it('chats on a thread: the run calls a saved tool (run in the sandbox), and the thread goes on', async () => {
    const assistant = (await create(details({ functionToolIds: [fx.toolId] }))).json<TAssistant>()
    fx.fake.queue(
      { toolCalls: [{ name: 'shout', arguments: { text: 'hello' } }] },
      { content: 'It says HELLO.' },
    )
    const first = await post(`/${assistant.id}/chat`, { question: 'Shout hello' }, t.member)
    expect(first.statusCode, first.body).toBe(200)
    const answer = first.json<TOpenAIAssistantChatAnswer>()
    expect(answer).toMatchObject({
      text: 'It says HELLO.',
      usedTools: [{ tool: 'shout', toolInput: { text: 'hello' }, toolOutput: 'HELLO' }],
    })
    const submitted = fx.fake.calls.find((c) => c.path.endsWith('/submit_tool_outputs'))
    expect(submitted?.body).toMatchObject({ tool_outputs: [{ output: 'HELLO' }] })

    fx.fake.queue({ content: 'Still here.' })
    const second = await post(`/${assistant.id}/chat`, { question: 'And now?', threadId: answer.threadId })
    expect(second.json<TOpenAIAssistantChatAnswer>()).toMatchObject({
      text: 'Still here.',
      threadId: answer.threadId,
    })
    const thread = fx.fake.assistants.threads.get(answer.threadId)!
    expect(thread.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(fx.fake.calls.at(-1)?.headers['openai-beta']).toBe('assistants=v2')

    fx.fake.queue({ error: { status: 500, message: 'model overloaded' } })
    const failed = await post(`/${assistant.id}/chat`, { question: 'x', threadId: answer.threadId })
    expect(failed.statusCode).toBe(502)
    expect(failed.json<{ message: string }>().message).toMatch(/failed: model overloaded/)
  })
}

describeDialects('OpenAI assistants against a fake Assistants API (%s)', (dialect) => {
  const fx = openAIAssistantsSuite(dialect)
  describe('what is refused', () => refusals(fx))
  describe('creating, saving and deleting', () => savingAssistants(fx))
  describe('loading from the account and chatting', () => loadingAndChatting(fx))
})

describe('OpenAI assistants reach the provider only through the outbound guard', () => {
  const t = unikFixture('sqlite', { owner: 'openai-guard@example.com', unik: 'Guarded' })
  let fake: FakeOpenAI
  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(() => fake.close())

  it('refuses a loopback base URL the operator did not allow, and stores nothing', async () => {
    const credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      // The fake's own address is allowed in test apps (a local model server); 127.0.0.1 is not.
      basePath: fake.baseUrl.replace(FAKE_MODEL_HOST, '127.0.0.1'),
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}/assistants`,
      headers: t.owner.auth,
      payload: { type: 'OPENAI', credential, details: JSON.stringify({ name: 'A', model: 'gpt-4o-mini' }) },
    })
    expect(res.statusCode).toBe(502)
    expect(res.json<{ message: string }>().message).toMatch(/127\.0\.0\.1/)
    expect(fake.calls).toEqual([])
    expect(await t.database.db.selectFrom('assistants').select('id').execute()).toEqual([])
  })
})
