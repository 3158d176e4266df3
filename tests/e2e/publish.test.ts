// Browser journey for publishing: make a flow public in the Share dialog and chat on
// /chatbot/{id} without logging in; bot colours saved in Bot settings show in the public page; an
// API key created in the UI (shown once) and assigned to the flow makes it private and required.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'
import { trackJs } from '../support/gzipped-js'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'publisher@example.com', password: 'publishpass1' }
const BOT_BG = '#123456'

let server: RunningServer
let fake: FakeOpenAI
let browser: Browser
let token = ''
let unikId = ''
let flowId = ''

const api = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body)

type Flow = {
  id: string
  version: number
  isPublic: boolean
  apikeyid: string | null
  chatbotConfig: string | null
}

/** A private LLM chain from the shared Flowise fixture, its Azure chat model pointed at the fake server. */
async function privateFlow(name: string): Promise<string> {
  const flow = await createLlmChainFlow({
    baseUrl: server.url,
    token,
    unikId,
    name,
    fakeBaseUrl: fake.baseUrl,
  })
  return flow.id
}

async function signedInPage(options: { dark?: boolean; lang?: string } = {}): Promise<{
  context: BrowserContext
  page: Page
}> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
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

async function openShare(page: Page): Promise<void> {
  await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
  await page.getByRole('button', { name: 'Share chatbot' }).click()
  await page.getByRole('dialog').getByText('Make Public', { exact: true }).waitFor()
}

/** Waits for the dialog's fade-in to end (a screenshot mid-fade shows the canvas through it). */
async function dialogSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('.MuiDialog-container')
        .last()
        .evaluate((el) => getComputedStyle(el).opacity),
    )
    .toBe('1')
}

/** A fresh browser context without any session: what a visitor sees. */
async function visitorPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1100, height: 760 } })
  return { context, page: await context.newPage() }
}

beforeAll(async () => {
  fake = await startFakeOpenAI()
  fake.respondWith((req) => {
    const last = req.messages.at(-1)?.content
    return { content: `Public answer about ${typeof last === 'string' ? last.slice(-40) : ''}` }
  })
  server = await startAppServer()
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'Publishing')).id
  flowId = await privateFlow('Sock shop bot')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

describe('publishing a chatbot', () => {
  it('makes the flow public in the Share dialog and chats on /chatbot/{id} without logging in', async () => {
    // Before: not public, so the public page says so.
    const before = await visitorPage()
    await before.page.goto(`/chatbot/${flowId}`)
    await before.page.getByText('This chatbot is private: its owner has not made it public.').waitFor()
    await before.context.close()

    const { context, page } = await signedInPage()
    await openShare(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Private access').waitFor()
    await screenshot(page, 'publish-share-embed-private')
    await dialog.getByLabel('Make Public').click()
    await dialog.getByText('Public access').waitFor()
    await expect
      .poll(async () => (await api<Flow>('GET', `/uniks/${unikId}/chatflows/${flowId}`)).isPublic)
      .toBe(true)
    const snippet = await dialog.getByLabel('Popup HTML', { exact: true }).textContent()
    expect(snippet).toContain(`${server.url}/embed/web.js`)
    expect(snippet).toContain(`chatflowid: '${flowId}'`)
    await context.close()

    const visitor = await visitorPage()
    const loadedJs = trackJs(visitor.page)
    await visitor.page.goto(`/chatbot/${flowId}`)
    const input = visitor.page.getByRole('textbox', { name: 'Message' })
    await input.waitFor()
    // The public page loads the widget, not the app: no React, MUI or app shell chunks.
    const js = await loadedJs()
    const names = js.files.map((f) => new URL(f.url).pathname)
    expect(names.some((n) => /\/assets\/(mui|react|state|i18n)-/.test(n))).toBe(false)
    expect(js.totalKb).toBeLessThan(80)
    await input.fill('wool socks')
    await input.press('Enter')
    const answer = visitor.page.locator('.uf-row.bot .uf-msg').last()
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('Public answer about')
    expect(fake.calls.some((c) => (c.body as { stream?: boolean }).stream === true)).toBe(true)
    await screenshot(visitor.page, 'publish-public-chatbot')
    await visitor.context.close()
  })

  it('saves bot colours in Bot settings and the public page shows them', async () => {
    const { context, page } = await signedInPage()
    await openShare(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'Bot settings' }).click()
    const bg = dialog.getByRole('textbox', { name: 'Bot message: background', exact: true })
    await bg.fill('not a colour')
    await dialog.getByText('Use a hex colour like #3b81f6').waitFor()
    await bg.fill(BOT_BG)
    await dialog.getByRole('textbox', { name: 'Bot message: text colour', exact: true }).fill('#ffffff')
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Sock helper')
    // The preview follows the unsaved form.
    await expect
      .poll(() =>
        dialog
          .getByTestId('preview-bot-message')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(18, 52, 86)')
    await screenshot(page, 'publish-bot-settings')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Bot settings saved').waitFor()
    const saved = await api<Flow>('GET', `/uniks/${unikId}/chatflows/${flowId}`)
    expect(JSON.parse(saved.chatbotConfig ?? '{}')).toMatchObject({ botMessage: { backgroundColor: BOT_BG } })
    await context.close()

    const visitor = await visitorPage()
    await visitor.page.goto(`/chatbot/${flowId}`)
    await visitor.page.getByText('Sock helper').first().waitFor()
    const welcome = visitor.page.locator('.uf-row.bot .uf-msg').first()
    await expect
      .poll(() => welcome.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 10_000 })
      .toBe('rgb(18, 52, 86)')
    await visitor.page.reload()
    await expect
      .poll(() =>
        visitor.page
          .locator('.uf-row.bot .uf-msg')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(18, 52, 86)')
    await visitor.context.close()
  })

  it('creates an API key (shown once), assigns it, and the flow is private and needs the key', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}/apikey`)
    await page.getByText('No API keys yet').waitFor()
    await page.getByRole('button', { name: 'Create Key' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Key name' }).fill('E2E key')
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click()
    const shown = page.getByTestId('created-api-key')
    await shown.waitFor()
    const key = await shown.inputValue()
    expect(key.length).toBeGreaterThan(16)
    await page.getByText('It is shown only this once', { exact: false }).waitFor()
    await screenshot(page, 'publish-apikey-created')
    await page.getByRole('button', { name: 'I have copied the key' }).click()
    await page.getByRole('cell', { name: 'E2E key', exact: true }).waitFor()
    // Listed masked only.
    expect(await page.locator('body').textContent()).not.toContain(key)

    await openShare(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'API' }).click()
    await chooseOption(page, dialog.getByRole('combobox', { name: 'API key' }), /^E2E key/)
    await page.getByText('API key assigned').waitFor()
    await expect.poll(() => dialog.getByLabel('Make Public').isDisabled()).toBe(true)
    await dialog.getByText('API keys cannot be used when embedding or sharing', { exact: false }).waitFor()
    const sample = await dialog.getByLabel('Python · Request', { exact: true }).textContent()
    expect(sample).toContain('Authorization')
    expect(sample).not.toContain(key)
    await screenshot(page, 'publish-share-api-keyed')
    const flow = await api<Flow>('GET', `/uniks/${unikId}/chatflows/${flowId}`)
    expect(flow.isPublic).toBe(false)
    expect(flow.apikeyid).not.toBeNull()
    await context.close()

    const ask = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/v1/prediction/${flowId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ question: 'cotton socks' }),
      })
    const refused = await ask({})
    // Refused: the server does not even say the flow exists to a caller without its key.
    expect([401, 403, 404]).toContain(refused.status)
    const answered = await ask({ authorization: `Bearer ${key}` })
    expect(answered.status).toBe(200)
    expect(((await answered.json()) as { text: string }).text).toContain('Public answer about')
  })

  it('takes screenshots of the dialogs in light/dark and en/ru', async () => {
    for (const [dark, lang] of [
      [false, 'en'],
      [true, 'en'],
      [false, 'ru'],
      [true, 'ru'],
    ] as const) {
      const { context, page } = await signedInPage({ dark, lang })
      const theme = dark ? 'dark' : 'light'
      await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
      await page
        .getByRole('button', { name: lang === 'en' ? 'Share chatbot' : 'Поделиться чат-ботом' })
        .click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('tab').nth(1).click()
      await dialog.locator('pre').first().waitFor()
      await dialogSettled(page)
      await screenshot(page, `publish-share-api-${theme}-${lang}`)
      await dialog.getByRole('tab').nth(2).click()
      await dialog.getByTestId('preview-bot-message').first().waitFor()
      await screenshot(page, `publish-bot-settings-${theme}-${lang}`)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
      await page.getByRole('button', { name: lang === 'en' ? 'Flow settings' : 'Настройки потока' }).click()
      await page.getByRole('menuitem', { name: lang === 'en' ? 'Configuration' : 'Настройки' }).click()
      await page.getByRole('dialog').getByRole('tab').first().waitFor()
      await dialogSettled(page)
      await screenshot(page, `publish-config-security-${theme}-${lang}`)
      await page.getByRole('dialog').getByRole('tab').nth(3).click()
      await screenshot(page, `publish-config-stt-${theme}-${lang}`)
      await context.close()
    }
  })
})
