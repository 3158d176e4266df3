// Browser journey for the knowledge loaders and splitters: the loader dialog offers JSON Lines,
// DOCX, Markdown/HTML and the API loader; a JSON Lines file with a pointer previews with the Token Text
// Splitter picked, and is processed; a DOCX zip bomb is refused with a clear message. Screenshots light/en
// and dark/ru. A Plain Text with the Character Text Splitter previews one chunk per separator.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeDocxBomb } from '@unikflow/testkit'
import type { TDocumentStore } from '@unikflow/graph'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { journeyUser, signedInPage as openSignedIn, type ApiCall } from '../support/journey'

const USER = { email: 'doc-loaders@example.com', password: 'docloaders1' }

let server: RunningServer
let browser: Browser
let token: string
let unikId: string
let api: ApiCall
let store: TDocumentStore
let jsonlPath: string
let bombPath: string

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  ;({ token, unikId, api } = await journeyUser(server, USER, 'Loaders space'))
  store = await api<TDocumentStore>(`/uniks/${unikId}/document-store/store`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Support answers', description: 'FAQ lines' }),
  })
  const dir = mkdtempSync(join(tmpdir(), 'unikflow-loaders-'))
  jsonlPath = join(dir, 'faq.jsonl')
  writeFileSync(
    jsonlPath,
    [
      { q: 'refunds', answer: 'Refunds are paid within fourteen days of the return reaching our warehouse.' },
      { q: 'exchanges', answer: 'Exchanges are free for thirty days.' },
    ]
      .map((l) => JSON.stringify(l))
      .join('\n'),
  )
  bombPath = join(dir, 'bomb.docx')
  writeFileSync(bombPath, makeDocxBomb(100))
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('knowledge loaders in a document store', () => {
  it('JSON Lines with a pointer and the Token Text Splitter: preview, process', async () => {
    const { context, page } = await openSignedIn(browser, server, token)
    try {
      await page.goto(`/uniks/${unikId}/document-stores/${store.id}`)
      await page.getByRole('button', { name: 'Add Document Loader' }).click()
      const dialog = page.getByRole('dialog', { name: 'Select a document loader' })
      for (const name of ['JSON Lines File', 'DOCX File', 'Markdown / HTML File', 'API Loader'])
        await dialog.getByText(name, { exact: true }).waitFor()
      await screenshot(page, 'document-loaders-dialog-light')
      await dialog.getByText('JSON Lines File', { exact: true }).click()
      await page.waitForURL(/\/jsonlinesFile$/)
      await page.getByTestId('loader-file-input').setInputFiles(jsonlPath)
      await page.getByRole('textbox', { name: 'Pointer Extraction' }).fill('/answer')
      await page.getByRole('combobox', { name: 'Splitter' }).selectOption('tokenTextSplitter')
      await page.getByRole('spinbutton', { name: 'Chunk Size' }).fill('8')
      await page.getByRole('spinbutton', { name: 'Chunk Overlap' }).fill('0')
      await page.getByRole('button', { name: 'Preview Chunks' }).click()
      await page
        .getByTestId('preview-summary')
        .filter({ hasText: /Showing \d+ of \d+ chunks/ })
        .waitFor()
      await page
        .getByTestId('chunk-text')
        .filter({ hasText: 'Exchanges are free for thirty days.' })
        .waitFor()
      await screenshot(page, 'document-loaders-jsonl-token-light')
      await page.getByRole('button', { name: 'Process', exact: true }).click()
      await page.waitForURL(new RegExp(`/document-stores/${store.id}$`))
      await expect
        .poll(
          async () => (await api<TDocumentStore>(`/uniks/${unikId}/document-store/store/${store.id}`)).status,
        )
        .toBe('SYNC')
      const saved = await api<TDocumentStore>(`/uniks/${unikId}/document-store/store/${store.id}`)
      expect(saved.loaders[0]).toMatchObject({
        loaderName: 'jsonlinesFile',
        splitterName: 'tokenTextSplitter',
      })
      expect(saved.totalChunks).toBeGreaterThan(2)
    } finally {
      await context.close()
    }
  })

  it('Plain Text with the Character Text Splitter previews one chunk per separator (dark, ru)', async () => {
    const { context, page } = await openSignedIn(browser, server, token, { dark: true, lang: 'ru' })
    try {
      await page.goto(`/uniks/${unikId}/document-stores/${store.id}/plainText`)
      await page
        .getByRole('textbox', { name: 'Текст' })
        .fill('Refunds: 14 days|Exchanges: 30 days|Gift cards: never')
      const picker = page.getByRole('combobox', { name: 'Разделитель' })
      await expect
        .poll(() => picker.locator('option[value="characterTextSplitter"]').textContent())
        .toBe('Разделитель по символу')
      await picker.selectOption('characterTextSplitter')
      await page.getByRole('textbox', { name: 'Свой разделитель' }).fill('|')
      await page.getByRole('spinbutton', { name: 'Размер фрагмента' }).fill('20')
      await page.getByRole('spinbutton', { name: 'Перекрытие фрагментов' }).fill('0')
      await page.getByRole('button', { name: 'Предпросмотр фрагментов' }).click()
      await expect
        .poll(() => page.getByTestId('chunk-text').allTextContents(), { timeout: 15_000 })
        .toEqual(['Refunds: 14 days', 'Exchanges: 30 days', 'Gift cards: never'])
      await screenshot(page, 'document-loaders-character-splitter-dark-ru')
    } finally {
      await context.close()
    }
  })

  it('a DOCX zip bomb is refused with a clear message (dark, ru)', async () => {
    const { context, page } = await openSignedIn(browser, server, token, { dark: true, lang: 'ru' })
    try {
      await page.goto(`/uniks/${unikId}/document-stores/${store.id}/docxFile`)
      await page.getByTestId('loader-file-input').setInputFiles(bombPath)
      await page.getByRole('button', { name: 'Обработать', exact: true }).click()
      await page
        .getByText(/bomb\.docx.*64 MB/)
        .first()
        .waitFor()
      await screenshot(page, 'document-loaders-zip-bomb-dark-ru')
      const after = await api<TDocumentStore>(`/uniks/${unikId}/document-store/store/${store.id}`)
      expect(after.loaders.map((l) => l.loaderName)).toEqual(['jsonlinesFile'])
    } finally {
      await context.close()
    }
  })
})
