// Browser journey for document stores: create a store, add a PDF and a web page (scraped links
// picked) with a preview of their chunks, process them, configure local embeddings + the built-in vector
// store + the record manager, upsert (counts), edit a chunk and upsert again (1 updated, the rest
// skipped), test retrieval, then chat with a flow made from the 'RAG over a Document Store' template and
// get an answer with source documents. Screenshots in light/dark, en/ru.
import { createServer, type Server } from 'node:http'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTinyPdf, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TDocumentStore } from '@unikflow/graph'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import {
  addFakeOpenAiCredential,
  journeyUser,
  signedInPage as openSignedIn,
  type ApiCall,
} from '../support/journey'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'docstore-user@example.com', password: 'docstorepass1' }
const CREDENTIAL = 'Fake OpenAI'

let server: RunningServer
let browser: Browser
let fake: FakeOpenAI
let site: Server
let siteUrl: string
let token: string
let unikId: string
let api: ApiCall
let pdfPath: string

/** A two-page site on loopback: the home page links to the FAQ (and to a site elsewhere). */
async function startSite(): Promise<void> {
  const pages: Record<string, string> = {
    '/': '<html><title>Shop</title><body><p>Welcome to the shop.</p><a href="/faq">FAQ</a><a href="https://elsewhere.example/">out</a></body></html>',
    '/faq': '<html><title>FAQ</title><body><p>Delivery takes two working days.</p></body></html>',
  }
  site = createServer((req, res) => {
    const html = pages[req.url ?? '']
    // The FAQ answers slowly, so processing it is seen in progress on the store page.
    const delay = req.url === '/faq' ? 2000 : 0
    setTimeout(
      () => res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' }).end(html ?? 'not found'),
      delay,
    )
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const address = site.address()
  siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

beforeAll(async () => {
  await startSite()
  fake = await startFakeOpenAI()
  // The scraper may fetch the loopback site only because the operator allows it.
  server = await startAppServer({ UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' })
  browser = await launchBrowser()
  ;({ token, unikId, api } = await journeyUser(server, USER, 'Knowledge space'))
  await addFakeOpenAiCredential({ token, unikId, api }, fake.baseUrl, CREDENTIAL)
  const dir = mkdtempSync(join(tmpdir(), 'unikflow-docstore-'))
  pdfPath = join(dir, 'handbook.pdf')
  writeFileSync(
    pdfPath,
    makeTinyPdf(['Refunds are paid within 14 days of the return.', 'Exchanges are free for 30 days.']),
  )
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
})

const signedInPage = (options: { dark?: boolean; lang?: string } = {}) =>
  openSignedIn(browser, server, token, options)

/** The store page's loader rows settle (every one SYNC). */
async function waitAllSynced(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => page.locator('[data-testid="loader-row"][data-status="SYNC"]').count(), {
      timeout: 30_000,
    })
    .toBe(count)
}

async function upsertCounts(page: Page): Promise<Record<string, string>> {
  const counts = page.getByTestId('upsert-counts')
  await counts.waitFor()
  const out: Record<string, string> = {}
  for (const key of ['numAdded', 'numUpdated', 'numSkipped', 'numDeleted'])
    out[key] = (await counts.locator(`[data-count="${key}"] > div`).first().textContent()) ?? ''
  return out
}

describe('document stores journey', () => {
  let storeId = ''

  it('creates a store, adds a PDF and picked web pages with previews, processes them', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}`)
    await page.getByRole('link', { name: 'Document Stores', exact: true }).click()
    await page.getByText('No document stores yet').waitFor()
    await screenshot(page, 'document-stores-empty-light')

    await page.getByRole('button', { name: 'Add New' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New' })
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await dialog.getByText('This field is required').waitFor()
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Handbook')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Shop policies and FAQ')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await page.waitForURL(/\/document-stores\/[0-9a-f-]{36}$/)
    storeId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await page.getByRole('heading', { name: 'Handbook' }).waitFor()
    await page.getByText('No document loaders yet').waitFor()
    expect(await page.locator('[data-status="EMPTY"]').count()).toBe(1)

    // A PDF: upload, preview its chunks, process.
    await page.getByRole('button', { name: 'Add Document Loader' }).click()
    await page
      .getByRole('dialog', { name: 'Select a document loader' })
      .getByText('PDF File', { exact: true })
      .click()
    await page.waitForURL(/\/document-stores\/[^/]+\/pdfFile$/)
    await page.getByRole('button', { name: 'Preview Chunks' }).click()
    await page.getByText('Please fill in all mandatory fields').waitFor()
    await page.getByTestId('loader-file-input').setInputFiles(pdfPath)
    await page.getByText(/handbook\.pdf · [\d.]+ (Bytes|KB)/).waitFor()
    await page.getByRole('button', { name: 'Preview Chunks' }).click()
    await page.getByTestId('preview-summary').filter({ hasText: 'Showing 2 of 2 chunks' }).waitFor()
    await page.getByTestId('chunk-text').filter({ hasText: 'Refunds are paid within 14 days' }).waitFor()
    await screenshot(page, 'document-store-loader-preview-light')
    await page.getByRole('button', { name: 'Process', exact: true }).click()
    await page.waitForURL(new RegExp(`/document-stores/${storeId}$`))
    await waitAllSynced(page, 1)

    // A web page: fetch its links through the server, keep only the FAQ.
    await page.getByRole('button', { name: 'Add Document Loader' }).click()
    await page
      .getByRole('dialog', { name: 'Select a document loader' })
      .getByText('Cheerio Web Scraper', { exact: true })
      .click()
    await page.waitForURL(/\/cheerioWebScraper$/)
    await page.getByRole('textbox', { name: 'URL' }).fill(`${siteUrl}/`)
    await page.getByRole('button', { name: 'Manage scraped links' }).click()
    const links = page.getByRole('dialog', { name: 'Manage scraped links' })
    await links.getByRole('button', { name: 'Fetch links' }).click()
    await links.getByText(`${siteUrl}/faq`).waitFor()
    await links.getByText('2 of 2 picked').waitFor()
    await screenshot(page, 'document-store-scraped-links-light')
    await links.getByRole('checkbox', { name: `${siteUrl}/`, exact: true }).uncheck()
    await links.getByRole('button', { name: 'Save' }).click()
    await page.getByText('1 link picked: only it is loaded').waitFor()
    await page.getByRole('button', { name: 'Preview Chunks' }).click()
    await page.getByTestId('preview-summary').filter({ hasText: 'Showing 1 of 1 chunks' }).waitFor()
    await page.getByTestId('chunk-text').filter({ hasText: 'Delivery takes two working days.' }).waitFor()
    await page.getByRole('button', { name: 'Process', exact: true }).click()
    await page.waitForURL(new RegExp(`/document-stores/${storeId}$`))
    // While the page is fetched: SYNCING with a progress bar and what has been read so far.
    const syncing = page.locator('[data-testid="loader-row"][data-status="SYNCING"]')
    await syncing.getByRole('progressbar').waitFor()
    await syncing.getByTestId('loader-progress').filter({ hasText: '0 of 1 read · 0 chunks' }).waitFor()
    await screenshot(page, 'document-store-processing-light')
    await waitAllSynced(page, 2)
    await page.locator('[data-status="SYNC"]').first().waitFor()
    await screenshot(page, 'document-store-detail-light')

    const store = await api<TDocumentStore>(`/uniks/${unikId}/document-store/store/${storeId}`)
    expect(store).toMatchObject({ status: 'SYNC', totalChunks: 3 })
    expect(store.loaders.map((l) => l.loaderName).sort()).toEqual(['cheerioWebScraper', 'pdfFile'])

    // The list shows the store's figures and loader types.
    await page.getByRole('link', { name: 'Document Stores' }).first().click()
    const card = page.getByTestId('store-card').filter({ hasText: 'Handbook' })
    await card.getByText('PDF File').waitFor()
    await card.getByText('Cheerio Web Scraper').waitFor()
    await screenshot(page, 'document-stores-cards-light')
    await page.getByRole('button', { name: 'Table view' }).click()
    await page.getByRole('table', { name: 'Document Stores' }).getByText('Shop policies and FAQ').waitFor()
    await screenshot(page, 'document-stores-table-light')

    // Rename and delete, each confirmed by the person.
    await api(`/uniks/${unikId}/document-store/store`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Scratch' }),
    })
    await page.reload()
    await page.getByRole('button', { name: 'Rename Scratch' }).click()
    const rename = page.getByRole('dialog', { name: 'Edit document store' })
    await rename.getByRole('textbox', { name: 'Name' }).fill('Scratch pad')
    await rename.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Delete Scratch pad' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete document store' })
    await confirm.getByText('Delete the store “Scratch pad”', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Document store deleted').waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Delete Scratch pad' }).count()).toBe(0)
    expect((await api<TDocumentStore[]>(`/uniks/${unikId}/document-store/store`)).map((s) => s.name)).toEqual(
      ['Handbook'],
    )
    await context.close()
  })

  it('upserts with the record manager, re-upserts after an edited chunk, tests retrieval', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}/document-stores/${storeId}`)
    // A saved loader opens with its files kept, and previews from them.
    const pdfLoader = page.getByTestId('loader-row').filter({ hasText: 'handbook.pdf' })
    await pdfLoader.getByRole('button', { name: /Actions of loader/ }).click()
    await page.getByRole('menuitem', { name: 'Preview & Process' }).click()
    await page.getByRole('heading', { name: 'Edit PDF File' }).waitFor()
    await page.getByText(/handbook\.pdf · 905 Bytes/).waitFor()
    await page.getByRole('button', { name: 'Preview Chunks' }).click()
    await page.getByTestId('preview-summary').filter({ hasText: 'Showing 2 of 2 chunks' }).waitFor()
    await page.getByRole('link', { name: 'Handbook' }).click()
    await page.getByRole('button', { name: 'Upsert Config' }).click()
    await page.waitForURL(/\/document-stores\/vector\//)
    await chooseOption(page, page.getByRole('combobox', { name: 'Embeddings' }), 'Local Embeddings (hashing)')
    expect(await page.getByRole('switch', { name: 'Use the record manager' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Upsert', exact: true }).click()
    expect(await upsertCounts(page)).toEqual({
      numAdded: '3',
      numUpdated: '0',
      numSkipped: '0',
      numDeleted: '0',
    })
    await page.getByTestId('upsert-history-row').first().waitFor()

    // Edit one chunk of the PDF, then upsert again: only that one is embedded again.
    await page.goto(`/uniks/${unikId}/document-stores/${storeId}`)
    const pdfRow = page.getByTestId('loader-row').filter({ hasText: 'handbook.pdf' })
    await pdfRow.getByRole('button', { name: /Actions of loader/ }).click()
    await page.getByRole('menuitem', { name: 'View & Edit Chunks' }).click()
    await page.waitForURL(/\/document-stores\/chunks\//)
    await expect.poll(() => page.getByTestId('chunk-card').count()).toBe(2)
    await page.getByRole('searchbox', { name: 'Search chunks' }).fill('refunds')
    await expect.poll(() => page.getByTestId('chunk-card').count()).toBe(1)
    await screenshot(page, 'document-store-chunks-light')
    await page.getByTestId('chunk-card').click()
    const chunk = page.getByRole('dialog', { name: /Chunk #/ })
    await chunk.getByRole('textbox', { name: 'Text' }).fill('Refunds are paid within 10 days of the return.')
    await chunk.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Chunk saved').waitFor()
    await page.getByTestId('chunk-text').filter({ hasText: 'within 10 days' }).waitFor()

    await page.goto(`/uniks/${unikId}/document-stores/vector/${storeId}`)
    await page.locator('[data-status="STALE"]').first().waitFor()
    await page.getByRole('button', { name: 'Upsert', exact: true }).click()
    expect(await upsertCounts(page)).toEqual({
      numAdded: '0',
      numUpdated: '1',
      numSkipped: '2',
      numDeleted: '0',
    })
    await expect.poll(() => page.getByTestId('upsert-history-row').count()).toBe(2)
    await page.locator('[data-status="UPSERTED"]').first().waitFor()
    await screenshot(page, 'document-store-vector-light')

    await page.getByRole('button', { name: 'Test Retrieval' }).click()
    await page.waitForURL(/\/document-stores\/query\//)
    await page.getByRole('textbox', { name: 'Query' }).fill('How many days until refunds are paid?')
    await page.getByRole('spinbutton', { name: 'Top K' }).fill('2')
    await page.getByRole('button', { name: 'Retrieve' }).click()
    await page.getByText(/2 results in \d+ ms/).waitFor()
    await page.getByTestId('chunk-text').filter({ hasText: 'within 10 days' }).waitFor()
    expect(await page.getByTestId('result-score').count()).toBe(2)
    await screenshot(page, 'document-store-query-light')

    // A metadata filter narrows the results to the web page.
    await page
      .getByRole('textbox', { name: 'Metadata filter' })
      .fill(JSON.stringify({ source: `${siteUrl}/faq` }))
    await page.getByRole('button', { name: 'Retrieve' }).click()
    await page.getByText(/1 result in \d+ ms/).waitFor()
    await page.getByTestId('chunk-text').filter({ hasText: 'Delivery takes two working days.' }).waitFor()

    // The API view: the one-shot upsert and refresh, for the unik's API key.
    await page.goto(`/uniks/${unikId}/document-stores/${storeId}`)
    await page.getByRole('button', { name: 'API', exact: true }).click()
    const apiView = page.getByRole('dialog', { name: 'API of Handbook' })
    await apiView.getByText(`/document-store/upsert/${storeId}`, { exact: false }).first().waitFor()
    await apiView.getByText('UNIKFLOW_API_KEY in the samples', { exact: false }).waitFor()
    await apiView.getByRole('tab', { name: 'Python' }).first().click()
    await apiView.getByText('files={"files": f}', { exact: false }).waitFor()
    await screenshot(page, 'document-store-api-light')
    await page.keyboard.press('Escape')

    // Deleting a chunk: confirmed, then the loader has one chunk fewer (its vector goes at the next upsert).
    const webRow = page.getByTestId('loader-row').filter({ hasText: `${siteUrl}/faq` })
    await webRow.getByRole('button', { name: /Actions of loader/ }).click()
    await page.getByRole('menuitem', { name: 'View & Edit Chunks' }).click()
    await page.getByTestId('chunk-card').filter({ hasText: 'Delivery takes two working days.' }).click()
    await page
      .getByRole('dialog', { name: /Chunk #/ })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByRole('dialog', { name: 'Delete chunk' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Chunk deleted').waitFor()
    await page.getByText('This loader has no chunks yet').waitFor()

    // Upsert from the store page: the deleted chunk's vector goes, the rest are skipped.
    await page.getByRole('link', { name: 'Handbook' }).click()
    await page.getByRole('button', { name: 'Upsert', exact: true }).click()
    expect(await upsertCounts(page)).toEqual({
      numAdded: '0',
      numUpdated: '0',
      numSkipped: '2',
      numDeleted: '1',
    })
    await context.close()
  })

  it('answers from the store in a chatflow made from the RAG template, with source documents', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}/templates/rag-document-store`)
    await page.getByRole('button', { name: 'Use template' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const storeSelect = page
      .getByTestId('node-documentStoreVS_0')
      .getByRole('combobox', { name: 'Select Store' })
    // The list loads on first use; a card may still be re-rendered as the new flow is fitted to the
    // window, so the first use is repeated until the store is offered.
    await expect
      .poll(async () => {
        await storeSelect.dispatchEvent('pointerdown')
        return storeSelect.locator('option', { hasText: 'Handbook' }).count()
      })
      .toBeGreaterThan(0)
    await storeSelect.selectOption({ label: 'Handbook' })
    await page
      .getByTestId('node-chatOpenAI_0')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: CREDENTIAL }) })
      .selectOption({ label: CREDENTIAL })
    await page.keyboard.press('Control+s')
    await expect
      .poll(async () => (await api<TChatflow>(`/uniks/${unikId}/chatflows/${flowId}`)).version)
      .toBe(2)

    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    fake.queue({ content: 'Refunds are paid within 10 days.' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('When are refunds paid?')
    await input.press('Enter')
    await panel.getByTestId('chat-answer').filter({ hasText: 'Refunds are paid within 10 days.' }).waitFor()
    const sources = panel.getByRole('list', { name: 'Sources' })
    await sources.getByRole('listitem').first().waitFor()
    expect(await sources.getByRole('listitem').filter({ hasText: 'handbook.pdf' }).count()).toBeGreaterThan(0)
    await screenshot(page, 'document-store-chat-sources-light')

    // The store now lists the flow that uses it.
    const store = await api<TDocumentStore>(`/uniks/${unikId}/document-store/store/${storeId}`)
    expect(store.whereUsed.map((f) => f.id)).toContain(flowId)
    await context.close()
  })

  it('reads in dark mode and in Russian', async () => {
    // A loader saved but not processed yet: the store page says files await processing.
    await api(`/uniks/${unikId}/document-store/loader/save`, {
      method: 'POST',
      body: JSON.stringify({
        storeId,
        loaderName: 'plainText',
        loaderConfig: { text: 'Opening hours: 9 to 5.' },
      }),
    })
    const { context, page } = await signedInPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${unikId}/document-stores`)
    await page.getByRole('heading', { name: 'Хранилища документов' }).waitFor()
    await page.getByTestId('store-card').first().waitFor()
    await screenshot(page, 'document-stores-dark-ru')
    await page.goto(`/uniks/${unikId}/document-stores/${storeId}`)
    await page.getByRole('button', { name: 'Добавить загрузчик документов' }).waitFor()
    await page.getByText('Некоторые файлы ещё ждут обработки', { exact: false }).waitFor()
    await page.locator('[data-testid="loader-row"][data-status="NEW"]').waitFor()
    await screenshot(page, 'document-store-detail-dark-ru')
    await page.goto(`/uniks/${unikId}/document-stores/vector/${storeId}`)
    await page.getByText('История загрузок').waitFor()
    await page.getByTestId('upsert-history-row').first().waitFor()
    await screenshot(page, 'document-store-vector-dark-ru')
    await page.goto(`/uniks/${unikId}/document-stores/pdfFile`.replace('pdfFile', `${storeId}/pdfFile`))
    await page.getByRole('button', { name: 'Предпросмотр фрагментов' }).waitFor()
    await screenshot(page, 'document-store-loader-dark-ru')
    await context.close()
  })
})
