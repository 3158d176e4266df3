// Browser journey for the embeddable widget: a page on another local port imports
// `<server>/embed/web.js` and chats with a public LLM chain whose model is testkit's fake server; a public
// Conversational Retrieval QA chain over a Faiss store shows its source documents under the answer.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'
import { retrievalQaFlow } from '../support/retrieval-qa-flow'

const USER = { email: 'embedder@example.com', password: 'embedpass1' }

/** The answer the fake model gives: Markdown, a code block and an XSS attempt that must stay inert. */
const answerFor = (question: string) =>
  [
    `**Sock & Co** is a good name. You asked: _${question}_`,
    '',
    '- warm',
    '- colourful',
    '',
    '```js',
    "const name = 'Sock & Co'",
    '```',
    '<img src=x onerror="window.__xss = 1">',
  ].join('\n')

/** The answer to a question about HTML, for a flow whose theme renders HTML. */
const HTML_ANSWER = [
  'Our <b>wool</b> socks: <a href="https://socks.test/wool" onclick="window.__xss = 2">see them</a>',
  '<img src=x onerror="window.__xss = 1"><script>window.__xss = 3</script>',
  '<a href="javascript:window.__xss = 4">bad link</a> and **still Markdown**',
].join('\n')

let server: RunningServer
let fake: FakeOpenAI
let browser: Browser
let host: Server
let hostUrl = ''
const pages = new Map<string, string>()

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body)

/** A public LLM chain from the shared Flowise fixture, its Azure chat model pointed at the fake server. */
async function publicFlow(
  token: string,
  unikId: string,
  name: string,
  chatbotConfig: object,
): Promise<string> {
  const flow = await createLlmChainFlow({
    baseUrl: server.url,
    token,
    unikId,
    name,
    fakeBaseUrl: fake.baseUrl,
  })
  await api(token, 'PUT', `/uniks/${unikId}/chatflows/${flow.id}`, {
    version: flow.version,
    isPublic: true,
    chatbotConfig: JSON.stringify(chatbotConfig),
  })
  return flow.id
}

/** A third-party page: another origin than the server. */
function hostPage(name: string, script: string, body = ''): string {
  pages.set(
    `/${name}.html`,
    `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title>` +
      '<style>body{margin:0;font-family:Georgia,serif;background:#f5f0e6}h1{margin:24px}</style></head>' +
      `<body><h1>Acme socks</h1>${body}<script type="module">${script}</script></body></html>`,
  )
  return `${hostUrl}/${name}.html`
}

beforeAll(async () => {
  fake = await startFakeOpenAI()
  fake.respondWith((req) => {
    const last = req.messages.at(-1)?.content
    const question = typeof last === 'string' ? last : ''
    return { content: question.includes('html please') ? HTML_ANSWER : answerFor(question) }
  })
  server = await startAppServer()
  browser = await launchBrowser()
  host = createServer((req, res) => {
    const page = pages.get((req.url ?? '').split('?')[0] ?? '')
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page ?? 'not found')
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => host?.close(resolve))
  await server?.stop()
  await fake?.close()
})

/** Opens a page; `requests`, when given, collects the URLs it asks for; `prepare` runs before it loads. */
async function openPage(
  url: string,
  requests?: string[],
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  if (requests) page.on('request', (request) => requests.push(request.url()))
  await prepare?.(page)
  await page.goto(url)
  expect(errors).toEqual([])
  return page
}

describe('embedded chat widget', () => {
  let token = ''
  let unikId = ''

  beforeAll(async () => {
    await registerUser(server.url, USER.email, USER.password)
    token = await login(server.url, USER.email, USER.password)
    unikId = (await createUnik(server.url, token, 'Embeds')).id
  })

  it('serves one small module and chats through the bubble from another origin', async () => {
    const res = await fetch(`${server.url}/embed/web.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')

    const flowId = await publicFlow(token, unikId, 'Sock names', {
      chatFeedback: { status: true },
      starterPrompts: { 0: { prompt: 'wool socks' }, 1: { prompt: 'running socks' } },
    })
    const url = hostPage(
      'bubble',
      `import Chatbot from '${server.url}/embed/web.js'
       Chatbot.init({ chatflowid: '${flowId}', apiHost: '${server.url}',
         theme: { chatWindow: { title: 'Sock helper', showTitle: true } } })`,
    )
    const requests: string[] = []
    const page = await openPage(url, requests)
    const bubble = page.getByRole('button', { name: 'Open chat' })
    await bubble.click()
    const dialog = page.getByRole('dialog', { name: 'Sock helper' })
    await dialog.getByText('Hi there! How can I help?').waitFor()
    await dialog.getByRole('button', { name: 'wool socks' }).waitFor()
    await screenshot(page, 'embed-bubble-open')

    const input = dialog.getByRole('textbox', { name: 'Message' })
    await expect
      .poll(() => input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true)
    await input.fill('socks')
    await input.press('Enter')
    const answer = dialog.locator('.uf-row.bot .uf-msg').last()
    // The answer streams in: its last line, the model's HTML, shows once the whole answer has arrived
    // (reading the code block before that raced the stream). It stayed text (renderHTML is off).
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('<img src=x onerror=')
    expect(await answer.textContent()).toContain('Sock & Co is a good name')
    expect(await answer.textContent()).toContain('What is a good name for a company that makes socks?')
    expect(await answer.locator('strong').first().textContent()).toBe('Sock & Co')
    expect(await answer.locator('pre code').textContent()).toBe("const name = 'Sock & Co'")
    // Nothing of the model's HTML ran, and DOMPurify (only for renderHTML) was never fetched.
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(requests.filter((r) => r.startsWith(`${server.url}/embed/`))).toEqual([
      `${server.url}/embed/web.js`,
    ])
    // The answer streamed: the server wrote SSE and the fake model got a streaming request.
    expect(fake.calls.some((c) => (c.body as { stream?: boolean }).stream === true)).toBe(true)

    const thumbsUp = dialog.getByRole('button', { name: 'Thumbs up' })
    await thumbsUp.click()
    await expect.poll(() => thumbsUp.getAttribute('aria-pressed')).toBe('true')
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Great names')
    await dialog.getByRole('button', { name: 'Submit feedback' }).click()
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Feedback' }).count()).toBe(0)
    await screenshot(page, 'embed-bubble-answer')

    const record = await page.evaluate((key) => localStorage.getItem(key), `${flowId}_EXTERNAL`)
    const stored = JSON.parse(record ?? '{}') as { chatId: string; messages: { rating?: string }[] }
    expect(stored.messages.at(-1)?.rating).toBe('THUMBS_UP')
    type Message = { role: string; feedback: { rating: string; content: string | null } | null }
    const messages = await api<Message[]>(
      token,
      'GET',
      `/uniks/${unikId}/chatflows/${flowId}/messages?chatId=${encodeURIComponent(stored.chatId)}`,
    )
    const rated = JSON.stringify(messages)
    expect(rated).toContain('THUMBS_UP')
    expect(rated).toContain('Great names')

    // Esc closes the window and gives focus back to the bubble.
    await input.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect
      .poll(() => bubble.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true)
    await page.context().close()
  })

  it('fills a <flowise-fullchatbot> with initFull, asks for the lead first and keeps it on clear chat', async () => {
    const flowId = await publicFlow(token, unikId, 'Full page', {
      leads: { status: true, title: 'Who are you?', name: true, email: true, successMessage: 'Thanks, Ann!' },
    })
    const url = hostPage(
      'full',
      `import Chatbot from '${server.url}/embed/web.js'
       Chatbot.initFull({ chatflowid: '${flowId}', apiHost: '${server.url}',
         theme: { chatWindow: { title: 'Full page bot', welcomeMessage: 'Welcome to Acme socks!' } } })`,
      '<flowise-fullchatbot></flowise-fullchatbot>',
    )
    const page = await openPage(url)
    const chat = page.getByRole('region', { name: 'Full page bot' })
    await chat.getByText('Welcome to Acme socks!').waitFor()
    const message = chat.getByRole('textbox', { name: 'Message' })
    expect(await message.isDisabled()).toBe(true)

    await chat.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => chat.getByText('This field is required').count()).toBe(2)
    await chat.getByRole('textbox', { name: 'Name' }).fill('Ann')
    await chat.getByRole('textbox', { name: 'Email' }).fill('ann@example.com')
    await chat.getByRole('button', { name: 'Submit' }).click()
    await chat.getByText('Thanks, Ann!').waitFor()
    expect(await message.isDisabled()).toBe(false)

    await message.fill('hats')
    await chat.getByRole('button', { name: 'Send' }).click()
    const answer = chat.locator('.uf-row.bot .uf-msg').last()
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('makes hats?')
    await screenshot(page, 'embed-full-page')

    await chat.getByRole('button', { name: 'Clear chat' }).click()
    await expect.poll(() => answer.textContent()).not.toContain('makes hats?')
    const record = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), `${flowId}_EXTERNAL`)) ?? '{}',
    ) as { lead?: { name?: string } }
    expect(record.lead?.name).toBe('Ann')
    expect(await chat.getByRole('textbox', { name: 'Name' }).count()).toBe(0)
    await page.context().close()
  })

  it('shows the source documents of a retrieval chain answering from Faiss, like the chat panel', async () => {
    const credential = await api<{ id: string }>(token, 'POST', `/uniks/${unikId}/credentials`, {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-test', basePath: fake.baseUrl },
    })
    const flowData = retrievalQaFlow(credential.id, 'Refunds are paid within 14 days of the return.', {
      store: { name: 'faiss', inputs: { basePath: 'embed-faq' } },
      returnSourceDocuments: true,
      fileName: 'refunds.txt',
    })
    const flow = await api<{ id: string; version: number }>(token, 'POST', `/uniks/${unikId}/chatflows`, {
      name: 'Refund answers',
      flowData: JSON.stringify(flowData),
    })
    await api(token, 'PUT', `/uniks/${unikId}/chatflows/${flow.id}`, {
      version: flow.version,
      isPublic: true,
    })
    const page = await openPage(
      hostPage(
        'sources',
        `import Chatbot from '${server.url}/embed/web.js'
         Chatbot.init({ chatflowid: '${flow.id}', apiHost: '${server.url}',
           theme: { chatWindow: { title: 'Refund helper', showTitle: true } } })`,
      ),
    )
    await page.getByRole('button', { name: 'Open chat' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund helper' })
    const input = dialog.getByRole('textbox', { name: 'Message' })
    await input.fill('When are refunds paid?')
    await input.press('Enter')
    const answer = dialog.locator('.uf-row.bot .uf-msg').last()
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('Sock & Co')
    const sources = dialog.getByRole('group', { name: 'Sources' })
    await expect
      .poll(() => sources.locator('summary').allTextContents(), { timeout: 15_000 })
      .toEqual(['refunds.txt'])
    await sources.locator('summary').first().click()
    await sources.getByText('Refunds are paid within 14 days of the return.').waitFor()
    await screenshot(page, 'embed-bubble-sources')
    await page.context().close()
  })

  it('keeps DOMPurify out of web.js, in a chunk of its own beside it', async () => {
    const entry = await (await fetch(`${server.url}/embed/web.js`)).text()
    // A configuration key only DOMPurify's code holds.
    expect(entry).not.toContain('SAFE_FOR_TEMPLATES')
    const chunk = /import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/.exec(entry)?.[1]
    expect(chunk).toMatch(/^purify\b/)
    const res = await fetch(`${server.url}/embed/${chunk}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(await res.text()).toContain('SAFE_FOR_TEMPLATES')
  })

  it("renders an answer's allowed HTML when the flow's theme says renderHTML, and nothing that runs", async () => {
    const flowId = await publicFlow(token, unikId, 'HTML answers', { renderHTML: true })
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const requests: string[] = []
    const page = await openPage(
      hostPage(
        'html',
        `import Chatbot from '${server.url}/embed/web.js'
         Chatbot.initFull({ chatflowid: '${flowId}', apiHost: '${server.url}',
           theme: { chatWindow: { title: 'HTML bot' } } })`,
        '<unikflow-fullchatbot></unikflow-fullchatbot>',
      ),
      requests,
      // DOMPurify's chunk is held back until the widget has been seen waiting for it.
      (p) => p.route(/\/embed\/purify\b/, async (route) => route.continue(await held.then(() => ({})))),
    )
    const chat = page.getByRole('region', { name: 'HTML bot' })
    // Until the sanitiser is here, bot messages show the typing dots, never their (unsanitised) text.
    await chat.locator('.uf-row.bot .uf-typing').waitFor()
    expect(await chat.getByText('Hi there! How can I help?').count()).toBe(0)
    release()
    await chat.getByText('Hi there! How can I help?').waitFor()
    const input = chat.getByRole('textbox', { name: 'Message' })
    await expect.poll(() => input.isDisabled()).toBe(false)
    await input.fill('html please')
    await input.press('Enter')
    const answer = chat.locator('.uf-row.bot .uf-msg').last()
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain('still Markdown')
    expect(await answer.locator('b').textContent()).toBe('wool')
    expect(await answer.locator('strong').textContent()).toBe('still Markdown')
    const link = answer.getByRole('link', { name: 'see them' })
    expect(await link.getAttribute('href')).toBe('https://socks.test/wool')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await link.getAttribute('onclick')).toBeNull()
    // The image stays, without its handler; the script and the javascript: target are gone.
    expect(await answer.locator('img').evaluate((img) => img.getAttributeNames())).toEqual(['src'])
    expect(await answer.locator('script').count()).toBe(0)
    expect(await answer.getByText('bad link').evaluate((el) => el.closest('a')?.hasAttribute('href'))).toBe(
      false,
    )
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(requests.some((r) => /\/embed\/purify\b[\w.-]*\.js$/.test(r))).toBe(true)
    await screenshot(page, 'embed-render-html')
    await page.context().close()
  })

  it('says the bot is invalid for a flow that is not public', async () => {
    const page = await openPage(
      hostPage(
        'invalid',
        `import Chatbot from '${server.url}/embed/web.js'
         Chatbot.initFull({ chatflowid: 'no-such-flow', apiHost: '${server.url}' })`,
        '<unikflow-fullchatbot style="display:block;height:500px"></unikflow-fullchatbot>',
      ),
    )
    await page.getByText('Invalid Chatbot. Please check your configuration.').waitFor()
    await page.context().close()
  })
})
