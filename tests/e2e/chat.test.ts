// Browser journey for the canvas chat: credential, conversation flow, streamed chat with
// memory, stop, feedback, View messages and Logs — against the built app and testkit's fake OpenAI.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatMessageFeedback, TCredentialSummary, TRunSummary } from '@unikflow/graph'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { addNodeFromPalette, connect } from '../support/canvas'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'chatter@example.com', password: 'chatterpass1' }
const CREDENTIAL = 'Fake OpenAI'

let server: RunningServer
let browser: Browser
let fake: FakeOpenAI
let token: string
let unikId: string
let flowId = ''

beforeAll(async () => {
  fake = await startFakeOpenAI()
  server = await startAppServer()
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'Chat space')).id
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

async function signedInPage(dark = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
  await context.addInitScript(
    ({ t, isDark }) => {
      localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', String(isDark))
    },
    { t: token, isDark: dark },
  )
  return { context, page: await context.newPage() }
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return (await res.json()) as T
}

const chatCalls = () =>
  fake.calls.filter((c) => c.path.endsWith('/chat/completions')).map((c) => c.body as ChatRequest)

async function openSettingsItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

describe('canvas chat journey', () => {
  it('creates a credential, builds a conversation flow and chats with streamed answers and memory', async () => {
    const { context, page } = await signedInPage()

    // The credential, through the credentials page.
    await page.goto(`/uniks/${unikId}/credentials`)
    await page.getByRole('button', { name: 'Add Credential' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('searchbox', { name: 'Search credential types' }).fill('openai')
    await dialog.getByRole('button', { name: /^OpenAI API/ }).click()
    await page.locator('#credential-name').fill(CREDENTIAL)
    await page.locator('#credential-field-openAIApiKey').fill('sk-test')
    await page.locator('#credential-field-basePath').fill(fake.baseUrl)
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('cell', { name: CREDENTIAL, exact: true }).waitFor()
    const credentials = await getJson<TCredentialSummary[]>(`/uniks/${unikId}/credentials`)
    expect(credentials.map((c) => c.name)).toEqual([CREDENTIAL])

    // The flow: ChatOpenAI + Buffer Memory → Conversation Chain.
    await page.goto(`/uniks/${unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    // Before the first save the chat asks to save (the server runs the stored flow).
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    await panel.getByText('Save the flow to chat with it').waitFor()
    await panel.getByRole('button', { name: 'Close chat' }).click()

    await addNodeFromPalette(page, 'ChatOpenAI', { x: 420, y: 60 })
    await addNodeFromPalette(page, 'Buffer Memory', { x: 420, y: 600 })
    await addNodeFromPalette(page, 'Conversation Chain', { x: 900, y: 160 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.locator('.react-flow__controls-fitview').click()
    for (const id of ['chatOpenAI_0', 'bufferMemory_0', 'conversationChain_0'])
      await page.getByTestId(`node-${id}`).waitFor()
    await connect(page, 'chatOpenAI_0', 'conversationChain_0', 'model')
    await connect(page, 'bufferMemory_0', 'conversationChain_0', 'memory')
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2)
    await page
      .getByTestId('node-chatOpenAI_0')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: CREDENTIAL }) })
      .selectOption({ label: CREDENTIAL })

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const nameDialog = page.getByRole('dialog')
    await nameDialog.getByRole('textbox', { name: 'Name' }).fill('Chatty')
    await nameDialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    flowId = new URL(page.url()).pathname.split('/').pop() ?? ''

    // First question: the answer streams in (SSE) and renders as markdown.
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    await panel.getByText('Hi there! How can I help?').waitFor()
    expect(await panel.getByText('Save the flow to chat with it').count()).toBe(0)
    fake.queue({ content: 'Hello **Ann**, nice to meet you.\n\n```js\nconst x = 1\n```' })
    const streamed = page.waitForResponse((r) => r.url().includes(`/internal-prediction/${flowId}`))
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('My name is Ann')
    await input.press('Enter')
    expect((await streamed).headers()['content-type']).toContain('text/event-stream')
    const firstAnswer = panel.getByTestId('chat-answer').nth(1)
    await firstAnswer.locator('strong', { hasText: 'Ann' }).waitFor()
    await firstAnswer.locator('pre code', { hasText: 'const x = 1' }).waitFor()
    await firstAnswer.getByRole('button', { name: 'Good answer' }).waitFor()

    // Second question: the model is sent the first turn (Buffer Memory).
    fake.queue({ content: 'Your name is Ann.' })
    await input.fill('What is my name?')
    await input.press('Enter')
    await panel.getByText('Your name is Ann.').waitFor()
    const last = chatCalls().at(-1)
    const sent = JSON.stringify(last?.messages)
    expect(sent).toContain('My name is Ann')
    expect(sent).toContain('nice to meet you')
    expect(sent).toContain('What is my name?')

    // Stop while the model is still thinking: the request is cancelled and the run ends as stopped.
    let release: () => void = () => {}
    fake.respondWith(() => new Promise((resolve) => (release = () => resolve({ content: 'too late' }))))
    await input.fill('Tell me a long story')
    await input.press('Enter')
    await panel.getByRole('button', { name: 'Stop' }).click()
    await panel.getByText('Stopped').waitFor()
    await panel.getByRole('button', { name: 'Send' }).waitFor()
    release()
    fake.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
    await expect
      .poll(
        async () =>
          (await getJson<TRunSummary[]>(`/uniks/${unikId}/chatflows/${flowId}/runs`)).map((r) => r.status),
        // The server records the stopped run when the engine notices the abort: on a loaded machine
        // that is more than expect.poll's default second.
        { timeout: 15_000 },
      )
      .toContain('aborted')

    // Thumbs up with a comment.
    await firstAnswer.getByRole('button', { name: 'Good answer' }).click()
    const feedback = page.getByRole('dialog', { name: 'Provide additional feedback' })
    await feedback.getByRole('textbox').fill('Friendly and correct')
    await feedback.getByRole('button', { name: 'Submit feedback' }).click()
    await page.getByText('Thanks for the feedback').waitFor()
    const stored = await getJson<TChatMessageFeedback[]>(`/uniks/${unikId}/chatflows/${flowId}/feedback`)
    expect(stored).toMatchObject([{ rating: 'THUMBS_UP', content: 'Friendly and correct' }])
    expect(await firstAnswer.getByRole('button', { name: 'Good answer' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    await screenshot(page, 'chat-panel-light')
    await context.close()
  })

  it('shows the session in View messages and the runs with per-node timings in Logs', async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await page.getByTestId('node-conversationChain_0').waitFor()

    await openSettingsItem(page, 'View Messages')
    const messages = page.getByRole('dialog', { name: /^Messages/ })
    const sessions = messages.getByRole('list', { name: 'Conversations' })
    await sessions.getByText('My name is Ann').waitFor()
    await messages.getByText('Your name is Ann.').waitFor()
    await messages.getByText('Comment: Friendly and correct').waitFor()
    // Filters: thumbs down matches nothing, thumbs up finds the conversation again.
    await chooseOption(page, messages.getByLabel('Feedback'), 'Thumbs down')
    await messages.getByText('No messages').waitFor()
    await chooseOption(page, messages.getByLabel('Feedback'), 'Thumbs up')
    await sessions.getByText('My name is Ann').waitFor()
    await screenshot(page, 'chat-messages-light')
    await messages.getByRole('button', { name: 'Close', exact: true }).click()

    await openSettingsItem(page, 'Logs')
    const logs = page.getByRole('dialog', { name: /^Logs/ })
    const runs = logs.getByRole('list', { name: 'Last runs' })
    await expect.poll(() => runs.getByRole('button').count()).toBe(3)
    await runs.getByText('Stopped').waitFor()
    // The newest successful run: one row per node, each with its duration.
    await runs.getByRole('button').filter({ hasText: 'Success' }).first().click()
    const nodes = logs.getByTestId('run-node')
    await expect.poll(() => nodes.count()).toBeGreaterThanOrEqual(3)
    const rows = await nodes.allInnerTexts()
    for (const label of ['ChatOpenAI', 'Buffer Memory', 'Conversation Chain'])
      expect(rows.some((r) => r.includes(label))).toBe(true)
    for (const row of rows) expect(row).toMatch(/\d+(\.\d+)? (ms|s)/)
    await nodes.filter({ hasText: 'Conversation Chain' }).getByRole('button').click()
    await logs.getByText('Output', { exact: true }).waitFor()
    await screenshot(page, 'chat-logs-light')
    await context.close()
  })

  it('restores the conversation after a reload, in dark mode too; clearing starts a new chat', async () => {
    const { context, page } = await signedInPage(true)
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await page.getByTestId('node-conversationChain_0').waitFor()
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    // Same browser profile is not shared between contexts: the chat id comes from this context's
    // storage, so the first context's conversation is not restored here — ask one question.
    await panel.getByRole('textbox', { name: 'Type your question' }).fill('Dark mode hello')
    await panel.getByRole('textbox', { name: 'Type your question' }).press('Enter')
    await panel.getByText('You said: Dark mode hello').waitFor()
    const chatId = await page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`${id}_INTERNAL`) ?? '{}').chatId,
      flowId,
    )
    expect(typeof chatId).toBe('string')

    await page.reload()
    await page.getByTestId('node-conversationChain_0').waitFor()
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    await panel.getByText('You said: Dark mode hello').waitFor()
    await screenshot(page, 'chat-panel-dark')

    // Clear chat: a lead stored in the record survives, the chat id does not.
    await page.evaluate(
      ({ id, chat }) =>
        localStorage.setItem(`${id}_INTERNAL`, JSON.stringify({ chatId: chat, lead: { email: 'a@b.c' } })),
      { id: flowId, chat: chatId },
    )
    await panel.getByRole('button', { name: 'Clear chat' }).click()
    await page
      .getByRole('dialog', { name: 'Clear the chat?' })
      .getByRole('button', { name: 'Clear chat' })
      .click()
    await expect.poll(() => panel.getByTestId('chat-question').count()).toBe(0)
    const record = await page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`${id}_INTERNAL`) ?? '{}'),
      flowId,
    )
    expect(record.lead).toEqual({ email: 'a@b.c' })
    expect(record.chatId).not.toBe(chatId)
    await panel.getByRole('button', { name: 'Close chat' }).click()

    await openSettingsItem(page, 'View Messages')
    const messages = page.getByRole('dialog', { name: /^Messages/ })
    await messages.getByRole('list', { name: 'Conversations' }).getByText('Dark mode hello').waitFor()
    await screenshot(page, 'chat-messages-dark')
    // Delete that conversation (soft): it leaves the list.
    await messages.getByRole('list', { name: 'Conversations' }).getByText('Dark mode hello').click()
    await messages.getByRole('button', { name: 'Delete conversation' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this conversation?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByText('Conversation deleted').waitFor()
    await expect.poll(() => messages.getByText('Dark mode hello').count()).toBe(0)
    await messages.getByRole('button', { name: 'Close', exact: true }).click()

    await openSettingsItem(page, 'Logs')
    const logs = page.getByRole('dialog', { name: /^Logs/ })
    await logs.getByTestId('run-node').first().waitFor()
    await screenshot(page, 'chat-logs-dark')
    await context.close()
  })
})
