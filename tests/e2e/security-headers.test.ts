// The app under its Content-Security-Policy: it works, an injected inline script does not run, other
// sites cannot frame it, and the public chatbot page stays embeddable.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser } from '../support/browser'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'

let server: RunningServer
let browser: Browser
let fake: FakeOpenAI
let host: Server
let hostUrl = ''
let token = ''
let unikId = ''

beforeAll(async () => {
  ;[server, browser, fake] = await Promise.all([startAppServer(), launchBrowser(), startFakeOpenAI()])
  await registerUser(server.url, 'csp@example.com', 'csppass123')
  token = await login(server.url, 'csp@example.com', 'csppass123')
  unikId = (await createUnik(server.url, token, 'Headers')).id
  // Another site: a page that frames whatever `?src=` names.
  host = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? ''
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<!doctype html><iframe id="f" src="${src}" width="600" height="400"></iframe>`)
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
  await new Promise((resolve) => host?.close(resolve))
})

/** Records CSP violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text())
  })
  return violations
}

describe('security headers', () => {
  it('the signed-in app works under its CSP and an injected inline script does not run', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    await context.addInitScript((t) => localStorage.setItem('token', t), token)
    const page = await context.newPage()
    const violations = await watchViolations(page)
    const response = await page.goto(`/uniks/${unikId}/chatflows`)
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    await page.getByRole('heading', { name: 'Chatflows' }).first().waitFor()
    expect(violations).toEqual([])

    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.appendChild(script)
      return Reflect.get(window, '__injected') === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    await context.close()
  })

  it('another site cannot frame the app, but can frame the public chatbot page', async () => {
    const flow = await createLlmChainFlow({
      baseUrl: server.url,
      token,
      unikId,
      name: 'Framed',
      fakeBaseUrl: fake.baseUrl,
    })
    await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${flow.id}`, {
      version: flow.version,
      isPublic: true,
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    const frameUrl = async (src: string) => {
      await page.goto(`${hostUrl}/?src=${encodeURIComponent(src)}`)
      const frame = await (await page.waitForSelector('#f')).contentFrame()
      await page.waitForTimeout(500)
      return frame?.url() ?? ''
    }
    expect(await frameUrl(`${server.url}/auth`)).toMatch(/^chrome-error:/)
    const chatbot = `${server.url}/chatbot/${flow.id}`
    expect(await frameUrl(chatbot)).toBe(chatbot)
    // The widget runs inside the frame under the page's CSP: it answers a question.
    const violations = await watchViolations(page)
    const frame = await (await page.waitForSelector('#f')).contentFrame()
    const input = frame?.getByRole('textbox', { name: 'Message' })
    await input?.fill('framed socks')
    await input?.press('Enter')
    await expect
      .poll(async () => frame?.locator('.uf-row.bot .uf-msg').last().textContent(), { timeout: 20_000 })
      .toContain('framed socks')
    expect(violations).toEqual([])
    await context.close()
  })
})
