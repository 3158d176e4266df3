// Browser journey for the unik's export and import: Settings → Export with two kinds
// unchecked downloads the file the server named; Settings → Import of that file into another unik
// toasts, reloads and shows the flows; a file the server refuses shows its reason. Screenshots of the
// Export dialog in light/dark, en/ru.
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TExportBundle } from '@unikflow/graph'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'

const USER = { email: 'exporter@example.com', password: 'exporterpass1' }

let server: RunningServer
let browser: Browser
let token: string
let sourceId: string

async function api<T>(path: string, body: object): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  sourceId = (await createUnik(server.url, token, 'Export source')).id
  await api(`/uniks/${sourceId}/chatflows`, { name: 'Exported chatflow' })
  await api(`/uniks/${sourceId}/chatflows`, { name: 'Exported agentflow', type: 'AGENTFLOW' })
  await api(`/uniks/${sourceId}/tools`, { name: 'left_behind', description: 'Not exported' })
  await api(`/uniks/${sourceId}/variables`, { name: 'leftBehind', value: 'x' })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signedInPage(options: { dark?: boolean; lang?: string } = {}): Promise<{
  context: BrowserContext
  page: Page
}> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  })
  await context.addInitScript(
    ({ t, isDark, lang }) => {
      localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', String(isDark))
      localStorage.setItem('i18nextLng', lang)
    },
    { t: token, isDark: options.dark ?? false, lang: options.lang ?? 'en' },
  )
  return { context, page: await context.newPage() }
}

async function openSettingsItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^(Settings|Настройки)$/ }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

describe('export and import journey', () => {
  it('exports with two kinds unchecked and imports the file into a new unik', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${sourceId}/chatflows`)
    await page.getByText('Exported chatflow').waitFor()
    await openSettingsItem(page, 'Export')
    const dialog = page.getByRole('dialog', { name: 'Export' })
    const boxes = ['Chatflows', 'Agentflows', 'Tools', 'Variables', 'Assistants']
    for (const name of boxes) expect(await dialog.getByRole('checkbox', { name }).isChecked()).toBe(true)
    const exportButton = dialog.getByRole('button', { name: 'Export' })
    for (const name of boxes) await dialog.getByRole('checkbox', { name }).uncheck()
    expect(await exportButton.isDisabled()).toBe(true)
    for (const name of ['Chatflows', 'Agentflows', 'Assistants'])
      await dialog.getByRole('checkbox', { name }).check()
    const download = page.waitForEvent('download')
    await exportButton.click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^ExportData-\d{4}-\d{2}-\d{2}\.json$/)
    const path = await file.path()
    const bundle = JSON.parse(readFileSync(path, 'utf8')) as TExportBundle
    expect(bundle.ChatFlow.map((f) => f.name)).toEqual(['Exported chatflow'])
    expect(bundle.AgentFlow.map((f) => f.name)).toEqual(['Exported agentflow'])
    expect([bundle.Tool, bundle.Variable]).toEqual([[], []])
    await dialog.waitFor({ state: 'hidden' })

    // Import into a new unik: toast, reload, flows present.
    const target = await createUnik(server.url, token, 'Import target')
    await page.goto(`/uniks/${target.id}/chatflows`)
    await page.getByRole('heading', { name: 'Chatflows' }).first().waitFor()
    const chooser = page.waitForEvent('filechooser')
    await openSettingsItem(page, 'Import')
    const reloaded = page.waitForEvent('load')
    await (await chooser).setFiles(path)
    await page.getByText('Import All successful').waitFor()
    await reloaded
    await page.getByText('Exported chatflow').waitFor()
    await page.goto(`/uniks/${target.id}/agentflows`)
    await page.getByText('Exported agentflow').waitFor()

    // A file the server refuses: its reason, in a toast that stays.
    const bad = page.waitForEvent('filechooser')
    await openSettingsItem(page, 'Import')
    await (
      await bad
    ).setFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"ChatFlow":[{"id":"x"}]}'),
    })
    await page.getByText(/^Failed to import: /).waitFor()
    await screenshot(page, 'export-import-failed-toast')
    // It stays until closed.
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByText(/^Failed to import: /).waitFor({ state: 'hidden' })
    await context.close()
  })

  it('the Export dialog in light and dark, English and Russian', async () => {
    for (const [lang, dark, title] of [
      ['en', false, 'Export'],
      ['en', true, 'Export'],
      ['ru', false, 'Экспорт'],
      ['ru', true, 'Экспорт'],
    ] as const) {
      const { context, page } = await signedInPage({ dark, lang })
      await page.goto(`/uniks/${sourceId}/chatflows`)
      await page.getByText('Exported chatflow').waitFor()
      await openSettingsItem(page, title)
      await page.getByRole('dialog', { name: title }).waitFor()
      await screenshot(page, `export-dialog-${lang}-${dark ? 'dark' : 'light'}`)
      await context.close()
    }
  })
})
