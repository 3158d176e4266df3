// The UPDL quiz journey end to end: a person builds a two-question AR quiz on the canvas node by
// node, publishes it as AR.js with the kanji marker from the Publish & Export dialog, and a visitor plays
// it at /p/{id} (libraries from Unikflow, the scene in the DOM, points added and subtracted, the lead
// stored with its points); the owner finds the lead in View leads. Also: the display mode is chosen in the
// Publish dialog only, and the page speaks the visitor's browser language.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { letterPattern, LIBRARY_FILES } from '@unikflow/updl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { bmpImage } from '../support/bmp-image'
import { launchBrowser, launchWebGLBrowser, screenshot } from '../support/browser'
import { addNodeFromPalette, connect } from '../support/canvas'
import { writeMarkerVideo } from '../support/marker-video'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'quizmaker@example.com', password: 'quizmaker1' }

let server: RunningServer
/** The owner's pages (the canvas and its dialogs): no WebGL, so nothing is drawn by software GL. */
let browser: Browser
/** The visitors' pages (the A-Frame scene): WebGL in software, which costs a core while a page is open. */
let webgl: Browser
let token: string
let unikId: string
let flowId = ''
let publicLink = ''
let exportedHtml = ''
const workDir = mkdtempSync(join(tmpdir(), 'unikflow-quiz-'))

/** An npm package's file as the server serves it (node_modules of the repository's root). */
function libraryFile(npmPackage: string, fileInPackage: string): string | undefined {
  const path = join(process.cwd(), 'node_modules', npmPackage, fileInPackage)
  return existsSync(path) ? path : undefined
}

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  webgl = await launchWebGLBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'Quiz studio')).id
})
afterAll(async () => {
  await browser?.close()
  await webgl?.close()
  await server?.stop()
  rmSync(workDir, { recursive: true, force: true })
})

/**
 * The owner's browser: a 2200 × 1600 window where nine cards are laid out on the canvas (`wide`), the usual
 * 1440 × 900 for the dialogs and lists (the window's pixels are what Chromium paints in software).
 */
async function ownerContext(options: { dark?: boolean; wide?: boolean } = {}): Promise<BrowserContext> {
  const viewport = options.wide ? { width: 2200, height: 1600 } : { width: 1440, height: 900 }
  const context = await browser.newContext({ baseURL: server.url, viewport })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  await context.addInitScript(
    ({ t, dark }) => {
      localStorage.setItem('token', t)
      if (dark) localStorage.setItem('isDarkMode', 'true')
    },
    { t: token, dark: options.dark ?? false },
  )
  return context
}

/** A visitor's window: the scene is drawn by software WebGL, each frame at this size. */
const VISITOR = { width: 800, height: 600 }

const card = (page: Page, id: string) => page.getByTestId(`node-${id}`)

async function openDialog(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click()
  await page.getByRole('dialog').waitFor()
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** The flow's chatbotConfig as stored. */
async function storedChatbotConfig(): Promise<unknown> {
  const res = await fetch(`${server.url}/api/v1/uniks/${unikId}/chatflows/${flowId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const flow = (await res.json()) as { chatbotConfig: string | null }
  return JSON.parse(flow.chatbotConfig ?? '{}')
}

/** A Data node made an answer: its text, right or wrong, and the points it gives (or takes). */
async function fillAnswer(page: Page, id: string, text: string, correct: boolean, points: number) {
  const node = card(page, id)
  await node.getByLabel('Data Type').selectOption('answer')
  await node.getByLabel('Content').fill(text)
  if (correct) await node.getByRole('switch', { name: 'Correct Answer' }).check()
  await node.getByRole('switch', { name: 'Enable Points' }).check()
  await node.getByLabel('Points', { exact: true }).fill(String(points))
}

describe('building, publishing and playing an AR quiz', () => {
  it('builds a two-question quiz on the canvas node by node and saves it', async () => {
    const context = await ownerContext({ wide: true })
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByRole('tab', { name: 'UPDL scenes' }).click()
    // The canvas fits the view to its first card (the first Space lands in the middle); the others go
    // around it: Q1's answers, the questions, (Space 1), Q2's answers, the object and Space 2. A drop
    // point is a card's top centre; cards are 300 px wide.
    const layout: [string, { x: number; y: number }][] = [
      ['Space', { x: 1100, y: 300 }],
      ['Space', { x: 1800, y: 380 }],
      ['Data', { x: 600, y: 40 }],
      ['Data', { x: 250, y: 40 }],
      ['Data', { x: 250, y: 760 }],
      ['Data', { x: 600, y: 600 }],
      ['Data', { x: 1450, y: 40 }],
      ['Data', { x: 1450, y: 760 }],
      ['Object', { x: 1800, y: 40 }],
    ]
    const count: Record<string, number> = {}
    for (const [label, at] of layout) {
      const id = `${label.toLowerCase()}_${count[label] ?? 0}`
      count[label] = (count[label] ?? 0) + 1
      await addNodeFromPalette(page, label, at)
      // The first drop moves the view (it is fitted to the new card); a drop during that can miss.
      const added = await card(page, id)
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false)
      if (!added) await addNodeFromPalette(page, label, at)
      await card(page, id).waitFor()
    }
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await screenshot(page, 'updl-quiz-journey-added')

    // Space 1: name, lead name and email, points shown. Space 2 follows it.
    await card(page, 'space_0').getByLabel('Space Name').fill('Planets')
    await card(page, 'space_0').getByRole('switch', { name: 'Show Points' }).check()
    await card(page, 'space_0').getByRole('switch', { name: 'Collect Lead Name' }).check()
    await card(page, 'space_0').getByRole('switch', { name: 'Collect Lead Email' }).check()
    await card(page, 'space_1').getByLabel('Space Name').fill('Moons')
    await card(page, 'data_0').getByLabel('Content').fill('Which planet is red?')
    await fillAnswer(page, 'data_1', 'Mars', true, 10)
    await fillAnswer(page, 'data_2', 'Venus', false, -5)
    await card(page, 'data_3').getByLabel('Content').fill('How many moons has Mars?')
    await fillAnswer(page, 'data_4', 'Two', true, 10)
    await fillAnswer(page, 'data_5', 'Six', false, -5)

    await connect(page, 'data_1', 'data_0', 'answers')
    await connect(page, 'data_2', 'data_0', 'answers')
    await connect(page, 'data_4', 'data_3', 'answers')
    await connect(page, 'data_5', 'data_3', 'answers')
    await connect(page, 'data_0', 'space_0', 'data')
    await connect(page, 'data_3', 'space_1', 'data')
    await connect(page, 'object_0', 'space_0', 'objects')
    await connect(page, 'space_0', 'space_1', 'previousSpace')
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(8)
    await screenshot(page, 'updl-quiz-journey-wired')

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Planets quiz')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await context.close()
    // Nine palette drags, fields and eight connections take over a minute on a busy CI machine.
  }, 240_000)

  it('keeps one display mode, chosen in the Publish dialog (AR.js until chosen); Share has chat settings only', async () => {
    const context = await ownerContext()
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await card(page, 'space_0').waitFor()
    await openDialog(page, 'Publish & Export')
    // A flow with a scene starts on a scene technology.
    expect(await page.getByRole('dialog').getByRole('radio', { name: 'AR.js' }).isChecked()).toBe(true)
    await page.getByRole('dialog').getByRole('radio', { name: 'Chat' }).check()
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await page.getByText('Display mode saved successfully').waitFor()
    await closeDialog(page)
    expect(await storedChatbotConfig()).toEqual({ technology: 'chat' })

    await openDialog(page, 'Share chatbot')
    expect(await page.getByRole('dialog').getByRole('tab', { name: 'Display' }).count()).toBe(0)
    await screenshot(page, 'updl-quiz-journey-share-en')
    await closeDialog(page)

    await openDialog(page, 'Publish & Export')
    expect(await page.getByRole('dialog').getByRole('radio', { name: 'Chat' }).isChecked()).toBe(true)
    await closeDialog(page)
    await context.close()
  })

  it('publishes it as AR.js with the kanji marker, makes it public and copies the link', async () => {
    const context = await ownerContext()
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await card(page, 'space_0').waitFor()
    await openDialog(page, 'Publish & Export')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'AR.js' }).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Display mode saved successfully').waitFor()
    await screenshot(page, 'updl-quiz-journey-configuration-en')
    expect(await storedChatbotConfig()).toEqual({ technology: 'arjs' })

    await dialog.getByRole('tab', { name: 'Publish' }).click()
    await chooseOption(page, dialog.getByLabel('Preset'), 'Kanji')
    await dialog.getByLabel('Title').fill('Planets and moons')
    await dialog.getByText('Not used by AR.js:').waitFor()
    expect(await dialog.getByRole('radio', { name: "Visitor's browser" }).isChecked()).toBe(true)
    // The switch shows the saved state: it turns on once the server has made the publication public.
    await dialog.getByRole('switch', { name: 'Make Public' }).click()
    await page.getByText('The publication is public').waitFor()
    await expect.poll(() => dialog.getByRole('switch', { name: 'Make Public' }).isChecked()).toBe(true)
    expect(await dialog.getByRole('checkbox', { name: 'Web' }).isChecked()).toBe(true)
    await dialog.getByRole('checkbox', { name: 'VR headset' }).check()
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Published as version 1').waitFor()
    await dialog.getByRole('cell', { name: 'Web, VR headset' }).waitFor()
    publicLink = await dialog.getByLabel('Public link').inputValue()
    expect(publicLink).toBe(`${server.url}/p/${flowId}`)
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicLink)
    await screenshot(page, 'updl-quiz-journey-publish-en')

    await dialog.getByRole('tab', { name: 'Export' }).click()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download HTML' }).click()
    exportedHtml = join(workDir, (await download).suggestedFilename())
    await (await download).saveAs(exportedHtml)
    await context.close()
  })

  it('plays at /p/{id} in a fresh context: libraries from Unikflow, the scene in the DOM, points, the lead', async () => {
    const visitor = await webgl.newContext({ viewport: VISITOR, locale: 'en-US' })
    const page = await visitor.newPage()
    const errors: string[] = []
    const requests: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    page.on('request', (request) => requests.push(request.url()))
    const response = await page.goto(publicLink)
    expect(response?.status()).toBe(200)
    // The scene runs sandboxed (opaque origin) in the frame page, which opens the camera for it.
    const scene = page.frameLocator('#uf-scene-frame')
    await scene.getByTestId('uf-lead-form').waitFor()
    expect(await scene.locator('html').getAttribute('lang')).toBe('en')

    // The scene: the kanji marker holding the Spaces' entities (the first Space's box among them).
    expect(await scene.locator('a-marker[type="pattern"]').getAttribute('url')).toBe(
      '/assets/libs/ar@1/patt.kanji',
    )
    expect(await scene.locator('a-marker a-entity.uf-scene').count()).toBe(2)
    expect(await scene.locator('a-marker a-entity.uf-scene[data-scene="0"] .uf-object').count()).toBe(1)

    await scene.getByLabel('Name').fill('Grace')
    await scene.getByLabel('Email').fill('grace@example.com')
    await scene.getByTestId('uf-start').click()
    await expect.poll(() => scene.getByTestId('uf-progress').textContent()).toBe('Question 1 of 2')
    expect(await scene.getByTestId('uf-points').textContent()).toBe('Points: 0')
    expect(await scene.getByTestId('uf-question').textContent()).toBe('Which planet is red?')
    await scene.locator('video').waitFor()
    await screenshot(page, 'updl-quiz-journey-visitor-q1-en')
    await scene.getByRole('button', { name: 'Mars' }).click()
    await expect.poll(() => scene.getByTestId('uf-progress').textContent()).toBe('Question 2 of 2')
    expect(await scene.getByTestId('uf-points').textContent()).toBe('Points: 10')
    // The wrong answer takes 5 points away.
    await scene.getByRole('button', { name: 'Six' }).click()
    await expect.poll(() => scene.getByTestId('uf-result-points').textContent()).toBe('Your points: 5')
    await expect
      .poll(() => scene.getByTestId('uf-lead-status').textContent())
      .toBe('Your result has been sent')
    await screenshot(page, 'updl-quiz-journey-visitor-results-en')

    // Every library, the camera parameters and the marker came from Unikflow's /assets/libs.
    const scripts = requests.filter((url) => url.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(1)
    for (const url of requests.filter((u) => !u.startsWith('data:')))
      expect(url.startsWith(server.url), url).toBe(true)
    for (const url of scripts) expect(url.startsWith(`${server.url}/assets/libs/`), url).toBe(true)
    await expect
      .poll(() => requests, { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          `${server.url}/assets/libs/ar@1/camera_para.dat`,
          `${server.url}/assets/libs/ar@1/patt.kanji`,
        ]),
      )
    expect(errors).toEqual([])
    await visitor.close()
  })

  it('opens the exported HTML from disk with its libraries from the CDN, and the lead still arrives', async () => {
    expect(exportedHtml.endsWith('Planets_quiz-arjs.html')).toBe(true)
    const visitor = await webgl.newContext({ viewport: VISITOR })
    const page = await visitor.newPage()
    const errors: string[] = []
    const fromCdn: string[] = []
    const elsewhere: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    // No internet here: the CDN's answers are the same files of the same npm packages, from disk.
    await page.route(/^https?:/, async (route) => {
      const url = route.request().url()
      const file = LIBRARY_FILES.find((f) => f.cdnUrl === url)
      const path = file && libraryFile(file.npmPackage, file.fileInPackage)
      if (path) {
        fromCdn.push(url)
        return route.fulfill({ path, headers: { 'access-control-allow-origin': '*' } })
      }
      if (url.startsWith(server.url.replace('127.0.0.1', 'localhost'))) return route.continue()
      elsewhere.push(url)
      return route.abort()
    })
    await page.goto(pathToFileURL(exportedHtml).href)
    await page.getByTestId('uf-lead-form').waitFor()
    await page.getByLabel('Name').fill('Disk Reader')
    await page.getByLabel('Email').fill('disk@example.com')
    await page.getByTestId('uf-start').click()
    await expect.poll(() => page.getByTestId('uf-progress').textContent()).toBe('Question 1 of 2')
    expect(await page.locator('a-marker a-entity.uf-scene').count()).toBe(2)
    await page.getByRole('button', { name: 'Venus' }).click()
    await page.getByRole('button', { name: 'Two' }).click()
    await expect.poll(() => page.getByTestId('uf-result-points').textContent()).toBe('Your points: 5')
    await expect
      .poll(() => page.getByTestId('uf-lead-status').textContent())
      .toBe('Your result has been sent')
    expect(fromCdn.some((url) => url.includes('aframe'))).toBe(true)
    expect(fromCdn.some((url) => url.includes('ar.js'))).toBe(true)
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
    await visitor.close()
  })

  it('speaks Russian to a browser set to ru-RU (the publication says auto)', async () => {
    const visitor = await webgl.newContext({ viewport: VISITOR, locale: 'ru-RU' })
    const page = await visitor.newPage()
    await page.goto(publicLink)
    const scene = page.frameLocator('#uf-scene-frame')
    await scene.getByTestId('uf-lead-form').waitFor()
    expect(await scene.locator('html').getAttribute('lang')).toBe('ru')
    await scene.getByLabel('Имя').fill('Ада')
    await scene.getByLabel('Эл. почта').fill('ada@example.com')
    await screenshot(page, 'updl-quiz-journey-visitor-lead-ru')
    await scene.getByRole('button', { name: 'Начать' }).click()
    await expect.poll(() => scene.getByTestId('uf-progress').textContent()).toBe('Вопрос 1 из 2')
    expect(await scene.getByTestId('uf-points').textContent()).toBe('Баллы: 0')
    await scene.getByRole('button', { name: 'Venus' }).click()
    expect(await scene.getByTestId('uf-points').textContent()).toBe('Баллы: -5')
    await screenshot(page, 'updl-quiz-journey-visitor-q2-ru')
    await visitor.close()
  })

  it('shows the owner the lead with its points in View leads and on the analytics page', async () => {
    const context = await ownerContext({ dark: true })
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await card(page, 'space_0').waitFor()
    await page.getByRole('button', { name: 'Flow settings' }).click()
    await page.getByRole('menuitem', { name: 'View Leads' }).click()
    const leads = page.getByRole('table', { name: /leads/i })
    const row = leads.getByRole('row', { name: /Grace/ })
    await row.waitFor()
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Grace', 'grace@example.com', '5']),
    )
    await screenshot(page, 'updl-quiz-journey-leads-dark-en')

    // The analytics page lists it under leads and quiz points too.
    await page.goto(`/uniks/${unikId}/analytics`)
    const analyticsRow = page.getByTestId('analytics-leads').getByRole('row', { name: /Grace/ })
    await analyticsRow.waitFor()
    expect(await analyticsRow.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Planets quiz', 'Grace', 'grace@example.com', '5']),
    )
    await page.getByTestId('analytics-points').getByText('Total points').waitFor()
    await screenshot(page, 'updl-quiz-journey-analytics-dark-en')
    await context.close()

    const ruContext = await ownerContext({ dark: true })
    const ru = await ruContext.newPage()
    await ru.goto(`/uniks/${unikId}/chatflows/${flowId}?lng=ru`)
    await card(ru, 'space_0').waitFor()
    await openDialog(ru, 'Публикация и экспорт')
    await ru.getByRole('dialog').getByRole('tab', { name: 'Публикация' }).click()
    await ru.getByText('Опубликована').waitFor()
    await screenshot(ru, 'updl-quiz-journey-publish-dark-ru')
    await ruContext.close()
  })

  it('turns an uploaded picture into a pattern marker that AR.js finds in the camera picture', async () => {
    const context = await ownerContext()
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    await card(page, 'space_0').waitFor()
    await openDialog(page, 'Publish & Export')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'Publish' }).click()
    await chooseOption(page, dialog.getByLabel('Marker type'), 'Custom pattern')
    // An uploaded .patt is kept as it is (a text file that is no pattern is refused).
    const pattInput = dialog.locator('input[type="file"][accept=".patt,text/plain"]')
    await pattInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await page.getByText('This file is not an AR.js pattern (.patt)').waitFor()
    await pattInput.setInputFiles({
      name: 'letter-c.patt',
      mimeType: 'text/plain',
      buffer: Buffer.from(letterPattern('C')),
    })
    await dialog.getByRole('img', { name: 'Printable marker of the pattern' }).waitFor()
    await dialog.getByRole('button', { name: 'Remove pattern' }).click()
    await dialog.getByLabel('Pattern file URL (.patt)').waitFor()

    // A black "L" and a square on white: no quarter turn looks like another.
    const picture = bmpImage(96, 96, (x, y) => {
      const ink = (x >= 12 && x < 36 && y >= 12 && y < 84) || (y >= 60 && y < 84 && x >= 12 && x < 84)
      const dot = x >= 60 && x < 84 && y >= 12 && y < 36
      return ink || dot ? [0, 0, 0] : [255, 255, 255]
    })
    await dialog
      .locator('input[type="file"][accept="image/*"]')
      .setInputFiles({ name: 'logo.bmp', mimeType: 'image/bmp', buffer: picture })
    await page.getByText('Pattern made from the image: print the marker below').waitFor()
    await dialog.getByRole('img', { name: 'Printable marker of the pattern' }).waitFor()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download marker' }).click()
    expect((await download).suggestedFilename()).toBe('marker.svg')
    await screenshot(page, 'updl-quiz-journey-pattern-en')
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Published as version 2').waitFor()
    await context.close()

    // The page carries the pattern; a camera that sees the printed marker makes AR.js show the scene.
    const visitor = await webgl.newContext({ viewport: VISITOR })
    const probe = await visitor.newPage()
    await probe.goto(publicLink)
    const url =
      (await probe.frameLocator('#uf-scene-frame').locator('a-marker[type="pattern"]').getAttribute('url')) ??
      ''
    await visitor.close()
    const prefix = 'data:text/plain;base64,'
    expect(url.startsWith(prefix)).toBe(true)
    const patt = Buffer.from(url.slice(prefix.length), 'base64').toString('ascii')
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-pattern-'))
    const video = join(dir, 'marker.y4m')
    writeMarkerVideo(video, patt)
    const camera = await launchWebGLBrowser([`--use-file-for-fake-video-capture=${video}`])
    try {
      const player = await camera.newPage({ viewport: VISITOR })
      await player.goto(publicLink)
      // The scene's frame sees the camera through the frame page around it.
      const scene = player.frameLocator('#uf-scene-frame')
      await scene.getByLabel('Name').fill('Lin')
      await scene.getByLabel('Email').fill('lin@example.com')
      await scene.getByTestId('uf-start').click()
      const frame = await (await player.locator('#uf-scene-frame').elementHandle())?.contentFrame()
      if (!frame) throw new Error('no scene frame')
      await expect
        .poll(
          () =>
            frame.evaluate(() => {
              const marker = document.querySelector('a-marker') as unknown as {
                object3D?: { visible: boolean }
              } | null
              return marker?.object3D?.visible === true
            }),
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true)
      await screenshot(player, 'updl-quiz-journey-pattern-found')
    } finally {
      await camera.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
