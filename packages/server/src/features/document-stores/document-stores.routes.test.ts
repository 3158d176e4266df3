import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChunkPage, TDocumentStore, TLoaderSaveBody } from '@unikflow/graph'
import { makeDocxBomb, makeTinyDocx, makeTinyPdf } from '@unikflow/testkit'
import type { DialectName } from '../../db/database'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { documentStoreClient, fileOf } from './document-store-client'
import { recoverInterruptedLoaders } from './document-loaders.service'

const markdown = `# Refunds\n\nRefunds are paid within 14 days.\n\n## Exchanges\n\nExchanges are free for 30 days.\n`

/** A unik with a member and its document store client, shared by the groups of tests below. */
function documentStoresSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as { api: ReturnType<typeof documentStoreClient> }
  const t = unikFixture(dialect, {
    owner: 'ds-owner@example.com',
    unik: 'Knowledge',
    users: { member: { email: 'ds-member@example.com', role: 'member' } },
    app: { env: { DOCUMENT_STORE_MAX_FILE_MB: '1' } },
  })
  beforeAll(() => {
    fx.api = documentStoreClient(t.app, t.unik.id)
  })
  return Object.assign(fx, { t })
}

type DocumentStoresSuite = ReturnType<typeof documentStoresSuite>

function storesAndLoaders(fx: DocumentStoresSuite) {
  const { t } = fx
  it('creates, lists, renames and deletes stores; members read only', async () => {
    const store = await fx.api.store(t.owner, 'Handbook')
    expect(store).toMatchObject({ name: 'Handbook', status: 'EMPTY', loaders: [], totalChunks: 0 })
    expect((await fx.api.call(t.member, 'POST', '/store', { name: 'x' })).statusCode).toBe(403)
    expect((await fx.api.call(t.owner, 'POST', '/store', { name: ' ' })).statusCode).toBe(400)
    const renamed = await fx.api.call(t.owner, 'PUT', `/store/${store.id}`, { name: 'Staff handbook' })
    expect(renamed.json()).toMatchObject({ name: 'Staff handbook', description: '' })
    const list = (await fx.api.call(t.member, 'GET', '/store')).json<TDocumentStore[]>()
    expect(list.map((s) => s.name)).toContain('Staff handbook')
    expect((await fx.api.call(t.owner, 'DELETE', `/store/${store.id}`)).statusCode).toBe(204)
    expect((await fx.api.call(t.owner, 'GET', `/store/${store.id}`)).statusCode).toBe(404)
  })

  it('previews an HTML file through the HtmlToMarkdown splitter chosen in the store: Markdown chunks, no script', async () => {
    const store = await fx.api.store(t.owner, 'Pages')
    const page = '<html><body><h1>Hours</h1><p>Open at nine.</p><script>track()</script></body></html>'
    const preview = await fx.api.call(t.owner, 'POST', '/loader/preview', {
      storeId: store.id,
      loaderName: 'textFile',
      splitterName: 'htmlToMarkdownTextSplitter',
      splitterConfig: { chunkSize: 200, chunkOverlap: 0 },
      files: [fileOf('hours.html', page)],
      previewChunkCount: 5,
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json<{ chunks: { pageContent: string }[] }>().chunks.map((c) => c.pageContent)).toEqual([
      '# Hours\n\nOpen at nine.',
    ])
  })

  it('previews, saves and processes a text loader in the background; chunks are paged, searched, edited, deleted', async () => {
    const store = await fx.api.store(t.owner, 'Policies')
    const body: TLoaderSaveBody = {
      storeId: store.id,
      loaderName: 'textFile',
      splitterConfig: { chunkSize: 40, chunkOverlap: 0 },
      files: [fileOf('policy.md', markdown), fileOf('notes.txt', 'Opening hours are nine to five.')],
    }
    const preview = await fx.api.call(t.owner, 'POST', '/loader/preview', { ...body, previewChunkCount: 2 })
    expect(preview.statusCode, preview.body).toBe(200)
    const shown = preview.json<{ chunks: { pageContent: string }[] }>()
    expect(shown.chunks).toHaveLength(2)
    expect(shown.chunks[0]?.pageContent).toContain('# Refunds')
    expect((await fx.api.get(t.owner, store.id)).status).toBe('EMPTY')

    const loader = await fx.api.saveLoader(t.owner, body)
    expect(loader).toMatchObject({ status: 'NEW', loaderName: 'textFile' })
    expect(loader.files.map((f) => f.name)).toEqual(['policy.md', 'notes.txt'])
    expect((await fx.api.get(t.owner, store.id)).status).toBe('NEW')

    const done = await fx.api.process(t.owner, store.id, loader.id)
    expect(done).toMatchObject({ status: 'SYNC', error: null, progress: { done: 2, total: 2 } })
    expect(done.totalChunks).toBeGreaterThan(3)
    const after = await fx.api.get(t.owner, store.id)
    expect(after).toMatchObject({ status: 'SYNC', totalChunks: done.totalChunks })

    const page = (
      await fx.api.call(t.member, 'GET', `/chunks/${store.id}/${loader.id}?page=1&pageSize=2`)
    ).json<TChunkPage>()
    expect(page).toMatchObject({ count: done.totalChunks, currentPage: 1, storeName: 'Policies' })
    expect(page.chunks).toHaveLength(2)
    expect(page.chunks[0]?.metadata).toMatchObject({ source: 'policy.md' })
    const found = (
      await fx.api.call(t.member, 'GET', `/chunks/${store.id}/${loader.id}?q=OPENING`)
    ).json<TChunkPage>()
    expect(found.chunks.map((c) => c.pageContent)).toEqual(['Opening hours are nine to five.'])

    const target = found.chunks[0]!
    const path = `/chunks/${store.id}/${loader.id}/${target.id}`
    expect((await fx.api.call(t.member, 'PUT', path, { pageContent: 'x' })).statusCode).toBe(403)
    const edited = await fx.api.call(t.owner, 'PUT', path, {
      pageContent: 'Opening hours are eight to six.',
      metadata: { source: 'notes.txt', edited: true },
    })
    expect(edited.json()).toMatchObject({ pageContent: 'Opening hours are eight to six.' })
    expect((await fx.api.call(t.owner, 'DELETE', path)).statusCode).toBe(204)
    const left = await fx.api.get(t.owner, store.id)
    expect(left.totalChunks).toBe(done.totalChunks - 1)
    expect((await fx.api.call(t.owner, 'DELETE', path)).statusCode).toBe(404)
  })
}

function readingFiles(fx: DocumentStoresSuite) {
  const { t } = fx
  it('reads PDF, CSV and JSON files and plain text', async () => {
    const store = await fx.api.store(t.owner, 'Formats')
    const pdf = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'pdfFile',
      files: [fileOf('guide.pdf', makeTinyPdf(['Page one about returns', 'Page two about shipping']))],
    })
    expect(await fx.api.process(t.owner, store.id, pdf.id)).toMatchObject({ status: 'SYNC', totalChunks: 2 })
    const csv = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'csvFile',
      files: [fileOf('prices.csv', 'item,price\nTea,"3,50"\nCoffee,4\n')],
    })
    expect(await fx.api.process(t.owner, store.id, csv.id)).toMatchObject({ status: 'SYNC', totalChunks: 2 })
    const rows = (await fx.api.call(t.owner, 'GET', `/chunks/${store.id}/${csv.id}`)).json<TChunkPage>()
    expect(rows.chunks[0]?.pageContent).toBe('item: Tea\nprice: 3,50')
    const json = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'jsonFile',
      loaderConfig: { pointersName: 'answer' },
      files: [
        fileOf('faq.json', JSON.stringify([{ q: 'Hours?', answer: 'Nine to five' }, { answer: 'Free' }])),
      ],
    })
    expect(await fx.api.process(t.owner, store.id, json.id)).toMatchObject({ status: 'SYNC', totalChunks: 2 })
    const text = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'plainText',
      loaderConfig: { text: 'We ship to Europe only.' },
    })
    expect(await fx.api.process(t.owner, store.id, text.id)).toMatchObject({ status: 'SYNC', totalChunks: 1 })
    expect((await fx.api.get(t.owner, store.id)).loaders).toHaveLength(4)
  })

  it('refuses bad files with a clear error and leaves the store as it was', async () => {
    const store = await fx.api.store(t.owner, 'Strict')
    const save = (loaderName: string, name: string, content: string | Buffer) =>
      fx.api.call(t.owner, 'POST', '/loader/save', {
        storeId: store.id,
        loaderName,
        files: [fileOf(name, content)],
      })
    const wrongType = await save('pdfFile', 'virus.exe', 'MZ')
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json()).toMatchObject({
      code: 'DOCUMENT_INVALID',
      message: expect.stringContaining('virus.exe'),
    })
    const notPdf = await save('pdfFile', 'fake.pdf', 'hello')
    expect(notPdf.json()).toMatchObject({ code: 'DOCUMENT_INVALID', message: 'File "fake.pdf" is not a PDF' })
    const corrupt = await save('pdfFile', 'broken.pdf', '%PDF-1.4\n garbage garbage')
    expect(corrupt.statusCode).toBe(400)
    expect(corrupt.json<{ code: string }>().code).toBe('DOCUMENT_INVALID')
    const binary = await save('textFile', 'data.txt', Buffer.from([0x41, 0, 0x42]))
    expect(binary.json()).toMatchObject({ message: 'File "data.txt" is not a text file' })
    const badJson = await save('jsonFile', 'bad.json', '{nope')
    expect(badJson.json()).toMatchObject({
      code: 'DOCUMENT_INVALID',
      message: expect.stringContaining('bad.json'),
    })
    const big = await save('textFile', 'big.txt', 'a'.repeat(1024 * 1024 + 10))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message: expect.stringContaining('big.txt'),
    })
    expect(await fx.api.get(t.owner, store.id)).toMatchObject({ status: 'EMPTY', loaders: [] })
  })

  it('reads a DOCX; a zip bomb, a corrupt or a wrong DOCX is refused and leaves the store as it was', async () => {
    const store = await fx.api.store(t.owner, 'Word')
    const docx = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'docxFile',
      files: [fileOf('policy.docx', makeTinyDocx(['Refunds are paid within 14 days.']))],
    })
    expect(await fx.api.process(t.owner, store.id, docx.id)).toMatchObject({ status: 'SYNC', totalChunks: 1 })
    const before = await fx.api.get(t.owner, store.id)
    const save = (name: string, content: string | Buffer) =>
      fx.api.call(t.owner, 'POST', '/loader/save', {
        storeId: store.id,
        loaderName: 'docxFile',
        files: [fileOf(name, content)],
      })
    const bomb = await save('bomb.docx', makeDocxBomb(200))
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json()).toMatchObject({
      code: 'DOCUMENT_INVALID',
      message: expect.stringMatching(/bomb\.docx.*unpacks to more than 64 MB/),
    })
    const liar = await save('liar.docx', makeDocxBomb(100, true))
    expect(liar.json()).toMatchObject({
      code: 'DOCUMENT_INVALID',
      message: expect.stringContaining('zip bomb'),
    })
    const corrupt = await save('cut.docx', makeTinyDocx(['x']).subarray(0, 80))
    expect(corrupt.json()).toMatchObject({
      code: 'DOCUMENT_INVALID',
      message: expect.stringContaining('cut.docx'),
    })
    const text = await save('notes.docx', 'plain text, no document')
    expect(text.json()).toMatchObject({
      code: 'DOCUMENT_INVALID',
      message: 'File "notes.docx" is not a DOCX document',
    })
    const after = await fx.api.get(t.owner, store.id)
    expect(after.loaders.map((l) => l.id)).toEqual([docx.id])
    expect(after).toMatchObject({
      status: before.status,
      totalChunks: before.totalChunks,
      totalChars: before.totalChars,
    })
  })
}

function failuresAndTenancy(fx: DocumentStoresSuite) {
  const { t } = fx
  it('a loader failing while processing keeps its chunks and says why', async () => {
    const store = await fx.api.store(t.owner, 'Keeps')
    const loader = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'plainText',
      loaderConfig: { text: 'First version' },
    })
    await fx.api.process(t.owner, store.id, loader.id)
    // The scraper refuses the cloud metadata address through the outbound guard.
    await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderId: loader.id,
      loaderName: 'cheerioWebScraper',
      loaderConfig: { url: 'http://169.254.169.254/latest' },
    })
    const failed = await fx.api.process(t.owner, store.id, loader.id)
    expect(failed.status).toBe('NEW')
    expect(failed.error).toMatch(/169\.254\.169\.254|blocked|not allowed/i)
    const chunks = (await fx.api.call(t.owner, 'GET', `/chunks/${store.id}/${loader.id}`)).json<TChunkPage>()
    expect(chunks.chunks.map((c) => c.pageContent)).toEqual(['First version'])
  })

  it("a store id of another unik is not found, even in a body or path of one's own unik", async () => {
    const store = await fx.api.store(t.owner, 'Private')
    const loader = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'plainText',
      loaderConfig: { text: 'secret' },
    })
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uniks',
      headers: t.member.auth,
      payload: { name: 'Member own' },
    })
    const theirs = documentStoreClient(t.app, other.json<{ id: string }>().id)
    const tries = [
      theirs.call(t.member, 'GET', `/store/${store.id}`),
      theirs.call(t.member, 'POST', '/loader/save', { storeId: store.id, loaderName: 'plainText' }),
      theirs.call(t.member, 'POST', `/loader/process/${loader.id}`, { storeId: store.id }),
      theirs.call(t.member, 'GET', `/chunks/${store.id}/${loader.id}`),
      theirs.call(t.member, 'DELETE', `/loader/${store.id}/${loader.id}`),
    ]
    for (const res of await Promise.all(tries)) expect(res.statusCode, res.body).toBe(404)
    expect((await fx.api.get(t.owner, store.id)).loaders).toHaveLength(1)
  })

  it('a loader left SYNCING by a stopped server is marked STALE at start and can be re-run', async () => {
    const store = await fx.api.store(t.owner, 'Restart')
    const loader = await fx.api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'plainText',
      loaderConfig: { text: 'Hello' },
    })
    await t.database.db
      .updateTable('document_store_loaders')
      .set({ status: 'SYNCING' })
      .where('id', '=', loader.id)
      .execute()
    await t.database.db
      .updateTable('document_stores')
      .set({ status: 'SYNCING' })
      .where('id', '=', store.id)
      .execute()
    expect(await recoverInterruptedLoaders({ db: t.database.db })).toBeGreaterThanOrEqual(1)
    const marked = await fx.api.get(t.owner, store.id)
    expect(marked.status).toBe('NEW')
    expect(marked.loaders[0]).toMatchObject({ status: 'STALE', error: expect.stringContaining('restart') })
    expect(await fx.api.process(t.owner, store.id, loader.id)).toMatchObject({ status: 'SYNC', error: null })
  })
}

describeDialects('document stores (%s)', (dialect) => {
  const fx = documentStoresSuite(dialect)
  describe('stores, previews and processing', () => storesAndLoaders(fx))
  describe('reading files', () => readingFiles(fx))
  describe('failures, other uniks and stale loaders', () => failuresAndTenancy(fx))
})

describe('document stores: web pages through the outbound guard', () => {
  let site: { url: string; close(): Promise<void> }
  const t = unikFixture('sqlite', {
    owner: 'ds-web@example.com',
    unik: 'Web',
    app: { env: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' } },
  })
  beforeAll(async () => {
    const { createServer } = await import('node:http')
    const pages: Record<string, string> = {
      '/': '<html><title>Home</title><body><p>Welcome home</p><a href="/faq">FAQ</a><a href="https://elsewhere.example/x">out</a></body></html>',
      '/faq': '<html><title>FAQ</title><body><p>Delivery takes two days.</p></body></html>',
    }
    const server = createServer((req, res) => {
      const html = pages[req.url ?? '']
      res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' }).end(html ?? 'no')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    site = { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) }
  })
  afterAll(() => site.close())

  it('lists a page’s links, then loads only the picked ones', async () => {
    const api = documentStoreClient(t.app, t.unik.id)
    const links = await api.call(t.owner, 'POST', '/loader/scrape-links', { url: `${site.url}/` })
    expect(links.json()).toEqual({ links: [`${site.url}/`, `${site.url}/faq`] })
    const store = await api.store(t.owner, 'Site')
    const loader = await api.saveLoader(t.owner, {
      storeId: store.id,
      loaderName: 'cheerioWebScraper',
      loaderConfig: { url: `${site.url}/`, selectedLinks: JSON.stringify([`${site.url}/faq`]) },
    })
    const done = await api.process(t.owner, store.id, loader.id)
    expect(done).toMatchObject({ status: 'SYNC', totalChunks: 1, progress: { done: 1, total: 1 } })
    const chunks = (await api.call(t.owner, 'GET', `/chunks/${store.id}/${loader.id}`)).json<TChunkPage>()
    expect(chunks.chunks[0]).toMatchObject({
      pageContent: expect.stringContaining('Delivery takes two days.'),
      metadata: { source: `${site.url}/faq`, title: 'FAQ' },
    })
  })
})
