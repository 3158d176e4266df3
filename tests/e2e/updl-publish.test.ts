// Browser journey for publishing UPDL scenes: open the bundled AR quiz, publish it as AR.js with
// the kanji marker from the Publish & Export dialog, play it at /p/{id} as a visitor (fake camera),
// and find the lead with its points in View leads.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, launchWebGLBrowser, screenshot } from '../support/browser'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'publisher@example.com', password: 'publishpass1' }

let server: RunningServer
/** The owner's pages (the canvas and its dialogs): no WebGL, so nothing is drawn by software GL. */
let browser: Browser
/** The visitor's page (the A-Frame scene): WebGL in software, which costs a core while a page is open. */
let webgl: Browser
let token: string
let unikId: string

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  webgl = await launchWebGLBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'AR studio')).id
})
afterAll(async () => {
  await browser?.close()
  await webgl?.close()
  await server?.stop()
})

async function appContext(options: { dark?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } })
  await context.addInitScript(
    ({ t, dark }) => {
      localStorage.setItem('token', t)
      if (dark) localStorage.setItem('isDarkMode', 'true')
    },
    { t: token, dark: options.dark ?? false },
  )
  return context
}

async function openDialog(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click()
  await page.getByRole('dialog').waitFor()
}

/** The link, QR code and versions list sit below the publish form. */
async function scrollDialogToEnd(page: Page): Promise<void> {
  await page
    .getByRole('dialog')
    .locator('.MuiDialogContent-root')
    .evaluate((el) => el.scrollTo(0, el.scrollHeight))
}

describe('publishing an AR quiz', () => {
  let flowId = ''

  it('opens the AR quiz example, saves AR.js as display mode and publishes it with the kanji marker', async () => {
    const context = await appContext()
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows`)
    await page.getByRole('button', { name: 'New from example: AR quiz' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await page.getByTestId('node-space_0').waitFor()

    await openDialog(page, 'Publish & Export')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'AR.js' }).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Display mode saved successfully').waitFor()
    await screenshot(page, 'updl-publish-configuration-en')

    await dialog.getByRole('tab', { name: 'Publish' }).click()
    await chooseOption(page, dialog.getByLabel('Preset'), 'Kanji')
    await dialog.getByLabel('Title').fill('Planets quiz')
    // AR.js looks through the camera: the Space's background colour is listed as not used.
    await dialog.getByText('Not used by AR.js:').waitFor()
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Published as version 1').waitFor()
    expect(await dialog.getByLabel('Public link').inputValue()).toBe(`${server.url}/p/${flowId}`)
    await dialog.getByRole('img', { name: 'QR code of the public link' }).waitFor()
    await dialog.getByRole('cell', { name: 'Published' }).waitFor()
    await screenshot(page, 'updl-publish-publish-en')
    await scrollDialogToEnd(page)
    await screenshot(page, 'updl-publish-versions-en')

    await dialog.getByRole('tab', { name: 'Export' }).click()
    await dialog.getByText(/Host the exported HTML file over HTTPS/).waitFor()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download HTML' }).click()
    expect((await download).suggestedFilename()).toBe('AR_quiz-arjs.html')
    await screenshot(page, 'updl-publish-export-en')
    await context.close()
  })

  it('plays the page as a visitor: libraries from Unikflow, kanji marker, points, and the lead', async () => {
    const visitor = await webgl.newContext({ viewport: { width: 960, height: 700 } })
    const page = await visitor.newPage()
    const errors: string[] = []
    const scripts: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const response = await page.goto(`${server.url}/p/${flowId}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *')
    // The scene runs sandboxed (opaque origin) in the frame page, which opens the camera for it.
    const scene = page.frameLocator('#uf-scene-frame')
    await scene.getByTestId('uf-lead-form').waitFor()
    expect(scripts.length).toBeGreaterThan(0)
    for (const url of scripts) expect(url.startsWith(`${server.url}/assets/libs/`), url).toBe(true)

    await scene.getByLabel('Name').fill('Ada')
    await scene.getByLabel('Email').fill('ada@example.com')
    await scene.getByTestId('uf-start').click()
    await expect.poll(() => scene.getByTestId('uf-progress').textContent()).toBe('Question 1 of 2')
    await scene.locator('video').waitFor()
    expect(await scene.locator('a-marker[type="pattern"]').getAttribute('url')).toBe(
      '/assets/libs/ar@1/patt.kanji',
    )
    expect(await scene.locator('a-marker .uf-object').count()).toBeGreaterThan(0)
    await screenshot(page, 'updl-publish-visitor-q1')
    await scene.getByRole('button', { name: 'Mars' }).click()
    await expect.poll(() => scene.getByTestId('uf-progress').textContent()).toBe('Question 2 of 2')
    await scene.getByRole('button', { name: '6' }).click()
    await expect.poll(() => scene.getByTestId('uf-result-points').textContent()).toBe('Your points: 20')
    await expect
      .poll(() => scene.getByTestId('uf-lead-status').textContent())
      .toBe('Your result has been sent')
    await screenshot(page, 'updl-publish-visitor-results')
    expect(errors).toEqual([])
    await visitor.close()
  })

  it('a visitor without a camera gets the notice (what to allow, the kanji marker) in the served page', async () => {
    // The plain browser has no camera device: the frame page's getUserMedia fails and tells the scene.
    const visitor = await browser.newContext({ viewport: { width: 960, height: 700 } })
    const page = await visitor.newPage()
    await page.goto(`${server.url}/p/${flowId}`)
    const notice = page.frameLocator('#uf-scene-frame').getByTestId('uf-camera-notice')
    await notice.getByRole('heading', { name: 'This AR quiz needs your camera' }).waitFor()
    await expect
      .poll(() => notice.getByTestId('uf-marker').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    await screenshot(page, 'updl-publish-visitor-no-camera')
    await visitor.close()
  })

  it('shows the lead with its points in View leads; the dialog in Russian and dark mode', async () => {
    const context = await appContext({ dark: true })
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await page.getByTestId('node-space_0').waitFor()
    await page.getByRole('button', { name: 'Flow settings' }).click()
    await page.getByRole('menuitem', { name: 'View Leads' }).click()
    const leads = page.getByRole('table', { name: /leads/i })
    await leads.waitFor()
    const row = leads.getByRole('row', { name: /Ada/ })
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Ada', 'ada@example.com', '20']),
    )
    await screenshot(page, 'updl-publish-leads-dark-en')
    await context.close()

    const ruContext = await appContext({ dark: true })
    const ru = await ruContext.newPage()
    await ru.goto(`/uniks/${unikId}/chatflows/${flowId}?lng=ru`)
    await ru.getByTestId('node-space_0').waitFor()
    await openDialog(ru, 'Публикация и экспорт')
    await ru.getByRole('dialog').getByRole('tab', { name: 'Публикация' }).click()
    await ru.getByText('Опубликована').waitFor()
    await screenshot(ru, 'updl-publish-publish-dark-ru')
    await scrollDialogToEnd(ru)
    await screenshot(ru, 'updl-publish-versions-dark-ru')
    await ru.getByRole('dialog').getByRole('tab', { name: 'Конфигурация' }).click()
    await screenshot(ru, 'updl-publish-configuration-dark-ru')
    await ruContext.close()
  })
})
