// Browser journey: Flowise's own widget (flowise-embed 3.1.6, its web.js served from node_modules by this
// test, never a CDN) on a page of another origin, pointed at Unikflow as its apiHost: it chats with a public
// flow, takes the lead form (posted to /api/v1/leads/) and a thumbs-up with a comment (PUT /api/v1/feedback/:id),
// shows a rate limit's own text, an Agentflow v2 Start form from the public config, and sends a text file
// (read by /api/v1/attachments) and an image to a vision model, served back by /api/v1/get-upload-file.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BubbleProps } from 'flowise-embed'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'

const USER = { email: 'flowise-embedder@example.com', password: 'embedpass1' }
const WIDGET = readFileSync(createRequire(import.meta.url).resolve('flowise-embed/dist/web.js'))

let server: RunningServer
let fake: FakeOpenAI
let browser: Browser
let host: Server
let hostUrl = ''
const pages = new Map<string, string>()

beforeAll(async () => {
  fake = await startFakeOpenAI()
  fake.respondWith((req) => ({ content: `Socks answer: ${String(req.messages.at(-1)?.content)}` }))
  server = await startAppServer()
  browser = await launchBrowser()
  host = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    if (path === '/flowise-embed/web.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(WIDGET)
      return
    }
    const page = pages.get(path)
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not found')
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

/** A shop's page embedding Flowise's widget the way Flowise's Embed dialog tells people to. */
function shopPage(name: string, flowId: string): string {
  const options: BubbleProps = { chatflowid: flowId, apiHost: server.url }
  pages.set(
    `/${name}.html`,
    '<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Acme socks</h1>' +
      `<script type="module">import Chatbot from '/flowise-embed/web.js'
        Chatbot.init(${JSON.stringify(options)})</script></body></html>`,
  )
  return `${hostUrl}/${name}.html`
}

async function openPage(url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(url)
  return { page, errors }
}

describe("Flowise's widget (flowise-embed) against Unikflow", () => {
  let token = ''
  let unikId = ''

  beforeAll(async () => {
    await registerUser(server.url, USER.email, USER.password)
    token = await login(server.url, USER.email, USER.password)
    unikId = (await createUnik(server.url, token, 'Flowise embeds')).id
  })

  it('chats, takes the lead form and a thumbs-up with a comment', async () => {
    const flow = await createLlmChainFlow({
      baseUrl: server.url,
      token,
      unikId,
      name: 'Sock shop',
      fakeBaseUrl: fake.baseUrl,
    })
    await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${flow.id}`, {
      version: flow.version,
      isPublic: true,
      chatbotConfig: JSON.stringify({
        chatFeedback: { status: true },
        leads: { status: true, title: 'Who are you?', name: true, email: true, successMessage: 'Thanks!' },
      }),
    })
    const { page, errors } = await openPage(shopPage('shop', flow.id))
    await page.locator('flowise-chatbot button[part="button"]').click()
    const widget = page.locator('flowise-chatbot')

    // The lead form comes first; the chat's input stays disabled until it is sent.
    await widget.getByPlaceholder('Name').fill('Ada Lovelace')
    await widget.getByPlaceholder('Email Address').fill('ada@example.com')
    await screenshot(page, 'flowise-embed-lead-form')
    await widget.locator('form button[type="submit"]').click()
    const input = widget.getByPlaceholder('Type your question')
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true)

    await input.fill('wool socks')
    await input.press('Enter')
    await widget.getByText('Socks answer:').first().waitFor({ timeout: 20_000 })
    await screenshot(page, 'flowise-embed-answer')

    await widget.locator('button[title="Thumbs Up"]').last().click()
    const comment = widget.getByPlaceholder(/Please provide your feedback|What do you think/).last()
    await comment.fill('Warm and fast')
    await screenshot(page, 'flowise-embed-feedback')
    await widget.getByRole('button', { name: 'Submit' }).last().click()

    type Lead = { name: string | null; email: string | null }
    const leads = await apiCall<Lead[]>(
      server.url,
      token,
      'GET',
      `/uniks/${unikId}/chatflows/${flow.id}/leads`,
    )
    expect(leads).toMatchObject([{ name: 'Ada Lovelace', email: 'ada@example.com' }])
    type Feedback = { rating: string; content: string | null }
    await expect
      .poll(
        async () =>
          apiCall<Feedback[]>(server.url, token, 'GET', `/uniks/${unikId}/chatflows/${flow.id}/feedback`),
        { timeout: 10_000 },
      )
      .toMatchObject([{ rating: 'THUMBS_UP', content: 'Warm and fast' }])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("shows the flow's rate-limit message as its text", async () => {
    const flow = await createLlmChainFlow({
      baseUrl: server.url,
      token,
      unikId,
      name: 'Limited shop',
      fakeBaseUrl: fake.baseUrl,
    })
    await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${flow.id}`, {
      version: flow.version,
      isPublic: true,
      apiConfig: JSON.stringify({
        rateLimit: {
          status: true,
          limitMax: 1,
          limitDuration: 60,
          limitMsg: 'One sock question a minute, please',
        },
      }),
    })
    const { page } = await openPage(shopPage('limited', flow.id))
    await page.locator('flowise-chatbot button[part="button"]').click()
    const widget = page.locator('flowise-chatbot')
    const input = widget.getByPlaceholder('Type your question')
    await input.fill('first')
    await input.press('Enter')
    await widget.getByText('Socks answer:').first().waitFor({ timeout: 20_000 })
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true)
    await input.fill('second')
    await input.press('Enter')
    await widget.getByText('One sock question a minute, please').waitFor({ timeout: 10_000 })
    expect(await widget.getByText('statusCode').count()).toBe(0)
    await screenshot(page, 'flowise-embed-rate-limited')
    await page.context().close()
  })

  it('shows an Agentflow v2 Start form and runs the flow with what was filled in', async () => {
    const credential = await apiCall<{ id: string }>(
      server.url,
      token,
      'POST',
      `/uniks/${unikId}/credentials`,
      {
        name: 'Fake OpenAI',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-test', basePath: fake.baseUrl },
      },
    )
    const graph = JSON.parse(
      readAgentflowV2Fixture('support-desk.json').text.replace(
        '"credential": ""',
        `"credential": "${credential.id}"`,
      ),
    ) as { nodes: { data: { name: string; inputs: Record<string, unknown> } }[] }
    for (const node of graph.nodes)
      if (node.data.name === 'startAgentflow')
        Object.assign(node.data.inputs, {
          startInputType: 'formInput',
          formTitle: 'Book a fitting',
          formDescription: 'Tell us about your feet',
          formInputTypes: [{ type: 'string', label: 'Shoe size', name: 'size' }],
        })
    const made = await apiCall<{ id: string; version: number }>(
      server.url,
      token,
      'POST',
      `/uniks/${unikId}/chatflows`,
      {
        name: 'Fitting',
        type: 'AGENTFLOW',
        flowData: JSON.stringify(graph),
      },
    )
    await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${made.id}`, {
      version: made.version,
      isPublic: true,
    })
    const { page, errors } = await openPage(shopPage('fitting', made.id))
    await page.locator('flowise-chatbot button[part="button"]').click()
    const widget = page.locator('flowise-chatbot')
    await widget.getByText('Book a fitting').waitFor({ timeout: 10_000 })
    await widget.getByText('Tell us about your feet').waitFor()
    await widget.locator('input').first().fill('42')
    await screenshot(page, 'flowise-embed-start-form')
    const calls = fake.calls.length
    await widget
      .getByRole('button', { name: /submit/i })
      .last()
      .click()
    await expect.poll(() => fake.calls.length, { timeout: 20_000 }).toBeGreaterThan(calls)
    // The form's values reached the run (the model was asked with them).
    await widget.getByText('"size":"42"').first().waitFor({ timeout: 20_000 })
    await screenshot(page, 'flowise-embed-start-form-answer')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sends a text file and an image: the file is read to text and the image reaches the vision model', async () => {
    const flow = await createLlmChainFlow({
      baseUrl: server.url,
      token,
      unikId,
      name: 'Sock photos',
      fakeBaseUrl: fake.baseUrl,
    })
    const current = await apiCall<{ flowData: string }>(
      server.url,
      token,
      'GET',
      `/uniks/${unikId}/chatflows/${flow.id}`,
    )
    const graph = JSON.parse(current.flowData) as {
      nodes: { data: { name: string; inputs: Record<string, unknown> } }[]
    }
    for (const node of graph.nodes)
      if (node.data.name === 'azureChatOpenAI') node.data.inputs.allowImageUploads = true
    await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${flow.id}`, {
      version: flow.version,
      isPublic: true,
      flowData: JSON.stringify(graph),
      chatbotConfig: JSON.stringify({
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain' },
      }),
    })
    const { page, errors } = await openPage(shopPage('photos', flow.id))
    await page.locator('flowise-chatbot button[part="button"]').click()
    const widget = page.locator('flowise-chatbot')
    const input = widget.getByPlaceholder('Type your question')
    await input.waitFor({ timeout: 10_000 })
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const pickers = widget.locator('input[type="file"]')
    await expect.poll(() => pickers.count(), { timeout: 10_000 }).toBe(2)
    await widget.locator('input[type="file"][accept*="image/png"]').setInputFiles({
      name: 'sock.png',
      mimeType: 'image/png',
      buffer: png,
    })
    await widget.locator('input[type="file"]:not([accept*="image/png"])').setInputFiles({
      name: 'sizes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Size 42 is sold out.'),
    })
    await input.fill('Which sock is this?')
    await screenshot(page, 'flowise-embed-uploads')
    const calls = fake.calls.length
    await input.press('Enter')
    await expect.poll(() => fake.calls.length, { timeout: 20_000 }).toBeGreaterThan(calls)
    const sent = fake.calls.at(-1)?.body as { messages: { role: string; content: unknown }[] }
    const user = sent.messages.filter((m) => m.role === 'user').at(-1)?.content
    expect(user).toEqual([
      { type: 'text', text: expect.stringContaining("<doc name='sizes.txt'>Size 42 is sold out.</doc>") },
      {
        type: 'image_url',
        image_url: { url: `data:image/png;base64,${png.toString('base64')}`, detail: 'low' },
      },
    ])
    await widget.getByText('Socks answer:').first().waitFor({ timeout: 20_000 })
    await screenshot(page, 'flowise-embed-uploads-answer')
    // The question's bubble carries the image it was sent with (a 1×1 pixel here).
    expect(await widget.locator('img[src^="data:image/png"]').count()).toBeGreaterThan(0)
    // A reopened chat loads its images from the server, from the shop's page (CORS).
    const chatId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('_EXTERNAL'))
      const stored = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { chatId?: string }) : {}
      return stored.chatId ?? ''
    })
    expect(chatId).not.toBe('')
    const served = await page.evaluate(async (url) => {
      const res = await fetch(url)
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        size: (await res.arrayBuffer()).byteLength,
      }
    }, `${server.url}/api/v1/get-upload-file?chatflowId=${flow.id}&chatId=${chatId}&fileName=sock.png`)
    expect(served).toEqual({ status: 200, type: 'image/png', size: png.length })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
