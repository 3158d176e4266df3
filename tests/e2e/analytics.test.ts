// Browser journey for the analytics page: a few chats with the fake model, feedback and a
// chatbot lead, then the page shows non-empty figures, charts, tables, a lead search and its CSV; the
// empty state for a flow without activity; screenshots in light/dark, en/ru.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TPredictionResponse } from '@unikflow/graph'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'analyst@example.com', password: 'analystpass1' }

let server: RunningServer
let browser: Browser
let fake: FakeOpenAI
let token: string
let unikId: string
let flowId: string

async function post<T>(path: string, body: unknown, auth = true): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

beforeAll(async () => {
  fake = await startFakeOpenAI()
  server = await startAppServer()
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'Analytics space')).id
  const flow = await createLlmChainFlow({
    baseUrl: server.url,
    token,
    unikId,
    name: 'Support bot',
    fakeBaseUrl: fake.baseUrl,
  })
  flowId = flow.id
  await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${flowId}`, {
    version: flow.version,
    isPublic: true,
    chatbotConfig: JSON.stringify({ leads: { status: true, name: true, email: true } }),
  })
  await apiCall(server.url, token, 'POST', `/uniks/${unikId}/chatflows`, {
    name: 'Quiet flow',
    flowData: JSON.stringify({ nodes: [], edges: [] }),
  })
  // Three questions in two chats, one answer rated up and one down, one lead from the chatbot's form.
  const answers: TPredictionResponse[] = []
  for (const [question, chatId] of [
    ['hello', 'chat-1'],
    ['and again', 'chat-1'],
    ['another visitor', 'chat-2'],
  ])
    answers.push(await post<TPredictionResponse>(`/prediction/${flowId}`, { question, chatId }, false))
  for (const [answer, rating] of [
    [answers[0], 'THUMBS_UP'],
    [answers[2], 'THUMBS_DOWN'],
  ] as const)
    await post(`/internal-feedback/${flowId}`, {
      chatId: answer?.chatId,
      messageId: answer?.chatMessageId,
      rating,
    })
  await post(
    '/leads',
    { chatflowid: flowId, chatId: 'chat-2', name: 'Vera Visitor', email: 'vera@example.com' },
    false,
  )
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

async function signedInPage(options: { dark?: boolean; lang?: string } = {}): Promise<{
  context: BrowserContext
  page: Page
}> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
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

const statValue = (page: Page, id: string) => page.getByTestId(`stat-${id}-value`).innerText()

describe('analytics journey', () => {
  it('shows the chats, feedback, tokens, latency and the lead after some chats', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}`)
    await page.getByRole('link', { name: 'Analytics', exact: true }).click()
    await page.waitForURL(`**/uniks/${unikId}/analytics`)
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor()
    await page.getByTestId('stat-messages-value').waitFor()
    expect(await statValue(page, 'messages')).toBe('6')
    expect(await statValue(page, 'sessions')).toBe('2')
    expect(await statValue(page, 'feedback')).toBe('50%')
    expect(await statValue(page, 'runs')).toBe('3')
    // The fake model reports 10 + 5 tokens a call.
    expect(await statValue(page, 'tokens')).toBe('45')
    expect(await statValue(page, 'cost')).toMatch(/^\$0\.0000\d+$/)
    expect(await statValue(page, 'latency')).toMatch(/^\d+ ms$|^[\d.]+ s$/)
    expect(await statValue(page, 'points')).toBe('1')

    // Four charts, each with at least one bar drawn.
    const charts = page.getByTestId('analytics-charts').locator('figure')
    expect(await charts.count()).toBe(4)
    for (let i = 0; i < 4; i++)
      expect(await charts.nth(i).locator('rect:not([fill="transparent"])').count()).toBeGreaterThan(0)

    const flows = page.getByTestId('analytics-flows')
    await flows.getByRole('cell', { name: 'Support bot' }).waitFor()
    const nodes = page.getByTestId('analytics-nodes')
    await nodes.getByText('Azure ChatOpenAI', { exact: false }).first().waitFor()

    const leads = page.getByTestId('analytics-leads')
    await leads.getByRole('cell', { name: 'Vera Visitor' }).waitFor()
    await screenshot(page, 'analytics-en-light')

    // Search narrows the table on the server; the CSV has every match.
    await page.getByLabel('Search name, email or phone').fill('nobody')
    await page.getByText('No leads match the search').waitFor()
    await page.getByLabel('Search name, email or phone').fill('VERA@')
    await leads.getByRole('cell', { name: 'vera@example.com' }).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
    const csv = Buffer.concat(chunks).toString('utf8').split('\r\n')
    expect(csv[0]).toBe('Flow,Name,Email,Phone,Points,Created')
    expect(csv[1]).toMatch(/^Support bot,Vera Visitor,vera@example.com,,,\d{4}-/)

    // One flow without activity: the empty state (the leads part stays, empty too).
    await page.getByLabel('Search name, email or phone').fill('')
    await chooseOption(page, page.getByRole('combobox', { name: 'Flow' }), 'Quiet flow')
    await page.getByText('No activity in this range').waitFor()
    expect(await statValue(page, 'messages')).toBe('0')
    await page.getByText('No leads in this range').waitFor()
    await screenshot(page, 'analytics-empty-en-light')
    await context.close()
  })

  it('looks right in light and dark, English and Russian', async () => {
    for (const [lang, dark, title] of [
      ['en', true, 'Analytics'],
      ['ru', false, 'Аналитика'],
      ['ru', true, 'Аналитика'],
    ] as const) {
      const { context, page } = await signedInPage({ dark, lang })
      await page.goto(`/uniks/${unikId}/analytics`)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await page.getByTestId('analytics-leads').getByRole('cell', { name: 'Vera Visitor' }).waitFor()
      const exportButton = page.getByRole('button', { name: lang === 'en' ? 'Export CSV' : 'Экспорт CSV' })
      await expect.poll(() => exportButton.isEnabled()).toBe(true)
      await screenshot(page, `analytics-${lang}-${dark ? 'dark' : 'light'}`)
      await context.close()
    }
  })
})
