// Browser journey: RAG uploads kept per chat. A public flow answers from a Postgres vector store (pgvector
// in an embedded PGlite) with File Upload on. Flowise's own widget (flowise-embed, on a shop page of another
// origin) uploads a file — to /api/v1/vector/upsert with its chat id, then with the question — and its chat
// finds it; our public chatbot page, another chat, does not, and the file it sends is found there only.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BubbleProps } from 'flowise-embed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakePgVector, type FakePgVector } from '@unikflow/testkit'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { retrievalQaFlow } from '../support/retrieval-qa-flow'

const WIDGET = readFileSync(createRequire(import.meta.url).resolve('flowise-embed/dist/web.js'))
const RETURNS = 'Returns are accepted within 30 days.'
const SOCKS = 'Wool socks ship in 2 days.'

const j = setUpJourney({
  user: { email: 'rag-uploader@example.com', password: 'raguploads1' },
  unikName: 'RAG uploads',
  serverEnv: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' },
})
let pg: FakePgVector
let host: Server
let shopUrl = ''
let flowId = ''

beforeAll(async () => {
  pg = await startFakePgVector()
  const postgres = await j.api<{ id: string }>(`/uniks/${j.unikId}/credentials`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'PGlite',
      credentialName: 'PostgresApi',
      plainDataObj: { user: 'postgres', password: 'pglite' },
    }),
  })
  const flow = retrievalQaFlow(j.credentialId, 'The shop opens at nine.', {
    store: {
      name: 'postgres',
      inputs: {
        host: pg.host,
        port: pg.port,
        database: 'postgres',
        tableName: 'shop_docs',
        fileUpload: true,
      },
    },
  })
  for (const node of flow.nodes) if (node.data.name === 'postgres') node.data.credential = postgres.id
  const created = await j.api<{ id: string }>(`/uniks/${j.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Shop help', flowData: JSON.stringify(flow), isPublic: true }),
  })
  flowId = created.id
  j.fake.respondWith(() => ({ content: 'Here is what I found.' }))
  const options: BubbleProps = { chatflowid: flowId, apiHost: j.server.url }
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Acme socks</h1>' +
    `<script type="module">import Chatbot from '/flowise-embed/web.js'
      Chatbot.init(${JSON.stringify(options)})</script></body></html>`
  host = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path === '/flowise-embed/web.js')
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(WIDGET)
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  shopUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/shop.html`
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve))
  await pg?.close()
})

/** Everything the model was sent since `from` (the retrieved passages are in its prompts). */
const promptsSince = (from: number) =>
  JSON.stringify(j.fake.calls.slice(from).filter((c) => c.path.endsWith('/chat/completions')))

const storedChats = async () =>
  (
    await pg.db.query<{ chat: string }>(
      'SELECT DISTINCT metadata->>\'flowise_chatId\' AS chat FROM shop_docs WHERE "pageContent" = $1',
      [RETURNS],
    )
  ).rows.map((r) => r.chat)

describe('RAG uploads, kept per chat', () => {
  let widgetChatId = ''

  it("Flowise's widget uploads a file into its chat, and its chat finds it", async () => {
    const context = await j.browser.newContext({ viewport: { width: 1100, height: 800 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // What the store holds when the widget's upsert is answered (before its question, 2.5 s later).
    const upserts: Promise<{ status: number; chats: string[] }>[] = []
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/vector/upsert/'))
        upserts.push(storedChats().then((chats) => ({ status: r.status(), chats })))
    })
    await page.goto(shopUrl)
    await page.locator('flowise-chatbot button[part="button"]').click()
    const widget = page.locator('flowise-chatbot')
    const input = widget.getByPlaceholder('Type your question')
    await input.waitFor({ timeout: 10_000 })
    await widget
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'returns.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(RETURNS),
      })
    await input.fill('How long do I have to return socks?')
    const from = j.fake.calls.length
    await input.press('Enter')
    await widget.getByText('Here is what I found.').first().waitFor({ timeout: 30_000 })
    await screenshot(page, 'rag-uploads-flowise-widget')
    widgetChatId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('_EXTERNAL'))
      return key ? ((JSON.parse(localStorage.getItem(key) ?? '{}') as { chatId?: string }).chatId ?? '') : ''
    })
    expect(widgetChatId).not.toBe('')
    expect(await Promise.all(upserts)).toEqual([{ status: 200, chats: [widgetChatId] }])
    expect(promptsSince(from)).toContain(RETURNS)
    expect(await storedChats()).toEqual([widgetChatId])
    expect(errors).toEqual([])
    await context.close()
  })

  it('the public chatbot page is another chat: it does not find that file, and finds its own', async () => {
    const context = await j.browser.newContext({
      baseURL: j.server.url,
      viewport: { width: 900, height: 760 },
    })
    const page = await context.newPage()
    await page.goto(`/chatbot/${flowId}`)
    const widget = page.locator('unikflow-fullchatbot')
    const input = widget.getByRole('textbox')
    await input.waitFor({ timeout: 10_000 })
    let from = j.fake.calls.length
    await input.fill('How long do I have to return socks?')
    await input.press('Enter')
    await widget.getByText('Here is what I found.').first().waitFor({ timeout: 30_000 })
    expect(promptsSince(from)).not.toContain(RETURNS)
    expect(promptsSince(from)).toContain('The shop opens at nine.')

    await widget.locator('input[type="file"]').setInputFiles({
      name: 'socks.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(SOCKS),
    })
    from = j.fake.calls.length
    await input.fill('When do wool socks ship?')
    await input.press('Enter')
    await expect.poll(() => widget.getByText('Here is what I found.').count(), { timeout: 30_000 }).toBe(2)
    expect(promptsSince(from)).toContain(SOCKS)
    await screenshot(page, 'rag-uploads-public-page')
    await context.close()

    // Back in the widget's chat (through the API, as the widget asks): the other chat's file is not found.
    from = j.fake.calls.length
    const res = await fetch(`${j.server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'When do wool socks ship?', chatId: widgetChatId }),
    })
    expect(res.status).toBe(200)
    expect(promptsSince(from)).not.toContain(SOCKS)
    expect(promptsSince(from)).toContain(RETURNS)
  })
})
