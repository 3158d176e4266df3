// Attack: a published AR/3D page (/p/…) runs third-party 3D libraries (or whatever a CDN serves for them).
// On the app's origin, any of their scripts reads the access token from the app's localStorage and the
// app's cookies, and with them owns the visitor's account. Served scene pages are sandboxed (opaque
// origin); an AR.js page gets the camera from the frame page around it.
import type { TChatflow, TLead } from '@unikflow/graph'
import { arQuizExampleFlow } from '@unikflow/updl'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchWebGLBrowser } from '../support/browser'

let server: RunningServer
let browser: Browser
let token: string
let unikId: string
const flows: Record<'arjs' | 'threejs', string> = { arjs: '', threejs: '' }

async function api(method: string, path: string, body?: object): Promise<Response> {
  const res = await fetch(`${server.url}/api/v1/uniks/${unikId}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res
}

async function publishedQuiz(technology: 'arjs' | 'threejs'): Promise<string> {
  const res = await api('POST', '/chatflows', {
    name: `Quiz ${technology}`,
    flowData: JSON.stringify(arQuizExampleFlow()),
  })
  const flow = (await res.json()) as TChatflow
  const arjs = { markerType: 'preset', preset: 'kanji' }
  const options = { title: 'Planets', libSource: 'local', ...(technology === 'arjs' ? { arjs } : {}) }
  await api('PUT', `/chatflows/${flow.id}/publications/${technology}`, { options })
  await api('POST', `/chatflows/${flow.id}/publications/${technology}/publish`, {})
  return flow.id
}

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchWebGLBrowser()
  await registerUser(server.url, 'owner@example.com', 'ownerpass1')
  token = await login(server.url, 'owner@example.com', 'ownerpass1')
  unikId = (await createUnik(server.url, token, 'Scenes')).id
  flows.arjs = await publishedQuiz('arjs')
  flows.threejs = await publishedQuiz('threejs')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A visitor who is also signed in to the app: its token in localStorage, a cookie on its origin. */
async function signedInVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, locale: 'en-US' })
  await context.addCookies([{ name: 'session', value: 'app-cookie', url: server.url }])
  const page = await context.newPage()
  await page.goto(`${server.url}/api/v1/ping`)
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  return { context, page }
}

/** What a script of the page gets when it reaches for the app's storage, cookies and parent window. */
function steal(frame: Page | Frame): Promise<Record<string, string>> {
  return frame.evaluate(() => {
    const attempt = (read: () => string | null): string => {
      try {
        return String(read())
      } catch (error) {
        return `refused: ${error instanceof Error ? error.name : String(error)}`
      }
    }
    return {
      origin: self.origin,
      token: attempt(() => localStorage.getItem('token')),
      cookie: attempt(() => document.cookie),
      // Past the page's own stand-in for an opaque origin's cookie (an empty jar): the browser's getter.
      rawCookie: attempt(() =>
        Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.get?.call(document),
      ),
      parentToken: attempt(() => window.parent.localStorage.getItem('token')),
    }
  })
}

describe('a published scene page', () => {
  it("runs its scripts where the app's token and cookies are out of reach (three.js)", async () => {
    const { context, page } = await signedInVisitor()
    const response = await page.goto(`${server.url}/p/${flows.threejs}`)
    expect(response?.status()).toBe(200)
    await page.getByTestId('uf-lead-form').waitFor()
    await page.locator('canvas').first().waitFor()
    const got = await steal(page)
    expect(got.origin).toBe('null')
    expect(got.token).toBe('refused: SecurityError')
    expect(got.cookie).not.toContain('app-cookie')
    expect(got.rawCookie).toBe('refused: SecurityError')
    expect(got.parentToken).toBe('refused: SecurityError')
    await context.close()
  })

  it('an AR.js page: the scene is sandboxed in its frame page, the camera starts, the lead arrives', async () => {
    const { context, page } = await signedInVisitor()
    await page.goto(`${server.url}/p/${flows.arjs}`)
    const scene = page.frameLocator('#uf-scene-frame')
    await scene.getByTestId('uf-lead-form').waitFor()
    const frame = page.frames().find((f) => f.url().endsWith(`/p/${flows.arjs}/scene`))
    if (!frame) throw new Error('no scene frame')
    const got = await steal(frame)
    expect(got.origin).toBe('null')
    expect(got.token).toBe('refused: SecurityError')
    expect(got.cookie).not.toContain('app-cookie')
    expect(got.rawCookie).toBe('refused: SecurityError')
    expect(got.parentToken).toBe('refused: SecurityError')

    await scene.getByLabel('Name').fill('Ada')
    await scene.getByLabel('Email').fill('ada@example.com')
    await scene.getByTestId('uf-start').click()
    // AR.js's video shows the (fake) camera, relayed by the frame page: the browser gives none to the scene.
    await expect
      .poll(() => frame.evaluate(() => document.querySelector('video')?.videoWidth ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(0)
    await scene.getByRole('button', { name: 'Mars' }).click()
    await scene.getByRole('button', { name: '6' }).click()
    await expect
      .poll(() => scene.getByTestId('uf-lead-status').textContent())
      .toBe('Your result has been sent')
    const leads = (await (await api('GET', `/chatflows/${flows.arjs}/leads`)).json()) as TLead[]
    expect(leads).toMatchObject([{ name: 'Ada', email: 'ada@example.com', points: 20 }])
    await context.close()
  })

  it("answers the opaque origin's requests without credentials", async () => {
    const preflight = await fetch(`${server.url}/api/v1/leads`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
