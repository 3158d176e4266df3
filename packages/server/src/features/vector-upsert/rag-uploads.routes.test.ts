import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, startFakePgVector, type FakeOpenAI, type FakePgVector } from '@unikflow/testkit'
import type { TChatflow, TPublicChatbotConfig } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { ragUploadFlow } from '../../test/flows'
import { predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

const REFUNDS = 'Refunds are paid within 14 days.'
const SOCKS = 'Wool socks ship in 2 days.'

/** The multipart body the widget sends to the vector upsert API: the files and the chat's id. */
function upsertForm(chatId: string, name: string, text: string) {
  const boundary = '----rag-upload'
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="chatId"\r\n\r\n${chatId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
    `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload }
}

/**
 * Flowise's RAG file upload: a vector store with File Upload on keeps the files a chat uploads for that
 * chat (metadata `flowise_chatId`), and its search in a chat finds that chat's files only — on Postgres
 * with pgvector (an embedded PGlite), through the HTTP API, with testkit's fake OpenAI embeddings.
 */
describeDialects('chat uploads into a vector store, kept per chat (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: `rag-owner-${dialect}@example.com`,
    unik: 'RAG uploads',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  let fake: FakeOpenAI
  let pg: FakePgVector
  let flow: TChatflow
  const table = `rag_uploads_${dialect}`

  beforeAll(async () => {
    ;[fake, pg] = await Promise.all([startFakeOpenAI(), startFakePgVector()])
    const api = runsClient(t.app, t.unik.id)
    const openAi = await api.credential(t.owner, 'openAIApi', { openAIApiKey: 'sk', basePath: fake.baseUrl })
    const postgres = await api.credential(t.owner, 'PostgresApi', { user: 'postgres', password: 'pglite' })
    const flowData = ragUploadFlow({
      storeName: 'postgres',
      storeInputs: { host: pg.host, port: pg.port, database: 'postgres', tableName: table, fileUpload: true },
      storeCredential: postgres,
      openAiCredential: openAi,
    })
    flow = await api.flow(t.owner, 'Policies', JSON.stringify(flowData), { isPublic: true })
  }, 120_000)
  afterAll(() => Promise.all([fake?.close(), pg?.close()]))

  /** What the model was given with the last question (the retrieved context is in its prompt). */
  const lastPrompt = () =>
    JSON.stringify(fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body)

  async function ask(chatId: string, question: string, uploads?: object[]): Promise<string> {
    fake.queue({ content: 'noted' })
    const res = await predict(t.app, flow.id, { question, chatId, ...(uploads ? { uploads } : {}) })
    expect(res.statusCode, res.body).toBe(200)
    return lastPrompt()
  }

  it('the public config offers RAG uploads of the loader’s types', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public-chatbotConfig/${flow.id}` })
    const { uploads } = res.json<TPublicChatbotConfig>()
    expect(uploads.isRAGFileUploadAllowed).toBe(true)
    expect(uploads.fileUploadSizeAndTypes[0]?.fileTypes).toContain('.txt')
  })

  it('a file upserted for chat A is stored with its chat id and found in chat A only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vector/upsert/${flow.id}`,
      ...upsertForm('chat-A', 'refunds.txt', REFUNDS),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ numAdded: 1 })
    const { rows } = await pg.db.query<{ pageContent: string; metadata: Record<string, unknown> }>(
      `SELECT "pageContent", metadata FROM ${table}`,
    )
    expect(rows).toEqual([
      {
        pageContent: REFUNDS,
        metadata: expect.objectContaining({ flowise_chatId: 'chat-A', source: 'refunds.txt' }),
      },
    ])

    expect(await ask('chat-A', 'How long do refunds take?')).toContain(REFUNDS)
    expect(await ask('chat-B', 'How long do refunds take?')).not.toContain(REFUNDS)
  })

  it('a file sent with a question is written for that chat: the other chat does not find it', async () => {
    const data = `data:text/plain;base64,${Buffer.from(SOCKS).toString('base64')}`
    const upload = { type: 'file:rag', name: 'socks.txt', mime: 'text/plain', data }
    expect(await ask('chat-B', 'When do socks ship?', [upload])).toContain(SOCKS)
    expect(await ask('chat-B', 'When do socks ship, again?')).toContain(SOCKS)
    const inA = await ask('chat-A', 'When do socks ship?')
    expect(inA).not.toContain(SOCKS)
    expect(inA).toContain(REFUNDS)
    const { rows } = await pg.db.query<{ chat: string; n: number }>(
      `SELECT metadata->>'flowise_chatId' AS chat, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows).toEqual([
      { chat: 'chat-A', n: 1 },
      { chat: 'chat-B', n: 1 },
    ])
  })

  it('keeps to the flow’s allowed origins, as its predictions do', async () => {
    const api = runsClient(t.app, t.unik.id)
    flow = await api.update(t.owner, flow, {
      chatbotConfig: JSON.stringify({ allowedOrigins: ['https://shop.example'] }),
    })
    const send = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/vector/upsert/${flow.id}`,
        ...upsertForm('chat-C', 'refunds.txt', REFUNDS),
        headers: { ...upsertForm('chat-C', 'refunds.txt', REFUNDS).headers, origin },
      })
    expect((await send('https://elsewhere.example')).statusCode).toBe(403)
    const own = await send('https://shop.example')
    expect(own.statusCode, own.body).toBe(200)
    await api.update(t.owner, flow, { chatbotConfig: JSON.stringify({}) })
  })

  it('refuses a chat id longer than 200 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vector/upsert/${flow.id}`,
      ...upsertForm('x'.repeat(201), 'refunds.txt', REFUNDS),
    })
    expect(res.statusCode).toBe(400)
  })
})
