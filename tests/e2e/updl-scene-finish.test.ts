// The bundled AR quiz example as a visitor sees it in every technology: the answers' objects of one
// question stand apart (the example places both at the origin), and an AR page on a device without a
// camera says what to allow and offers the printable marker instead of AR.js's raw "Webcam Error".
import type { Browser, Page } from 'playwright-core'
import { arQuizExampleFlow, buildPageHtml, buildScene, Technologies, type TTechnology } from '@unikflow/updl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, launchWebGLBrowser, screenshot } from '../support/browser'
import { startPageServer, type PageServer } from '../support/updl-page-server'

let server: PageServer
let webgl: Browser
/** No fake camera: getUserMedia finds no device, as on a computer without one. */
let cameraless: Browser

type TQuizWindow = { unikQuiz: { view: { screenPosition(id: string): { x: number; y: number } | null } } }

beforeAll(async () => {
  server = await startPageServer()
  ;[webgl, cameraless] = await Promise.all([launchWebGLBrowser(), launchBrowser()])
  const scene = buildScene(arQuizExampleFlow())
  if (!scene.ok) throw new Error(JSON.stringify(scene.error))
  for (const language of ['en', 'ru'] as const)
    for (const technology of Technologies)
      server.pages.set(`${technology}-${language}`, {
        html: buildPageHtml(scene.value, {
          technology,
          title: 'AR quiz',
          language,
          libSource: 'local',
          libBaseUrl: '/assets/libs',
        }),
      })
})
afterAll(async () => {
  await webgl?.close()
  await cameraless?.close()
  await server?.close()
})

/**
 * The pages' window: software WebGL paints every frame of a scene on the CPU, so a small one costs less.
 * Projected distances scale with its height.
 */
const WINDOW = { width: 640, height: 480 }

async function open(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: WINDOW })
  const page = await context.newPage()
  await page.goto(`${server.url}/page/${name}`)
  await page.getByTestId('uf-lead-form').waitFor()
  return page
}

async function startQuiz(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel(name).fill('Ada')
  await page.getByLabel(email).fill('ada@example.com')
  await page.getByTestId('uf-start').click()
  await page.getByTestId('uf-question').waitFor()
}

describe('the AR quiz example, finished', () => {
  it.each(Technologies.filter((t): t is Exclude<TTechnology, 'arjs'> => t !== 'arjs'))(
    '%s: the two answers of the first question are drawn apart',
    async (technology) => {
      const page = await open(webgl, `${technology}-en`)
      await startQuiz(page, 'Name', 'Email')
      const where = (id: string) =>
        page.evaluate(
          (objectId) => (window as unknown as TQuizWindow).unikQuiz.view.screenPosition(objectId),
          id,
        )
      type Point = { x: number; y: number }
      const seen: { mars: Point | null; venus: Point | null } = { mars: null, venus: null }
      await expect
        .poll(async () => {
          seen.mars = await where('object_0')
          seen.venus = await where('object_1')
          return seen.mars !== null && seen.venus !== null
        })
        .toBe(true)
      const { mars, venus } = seen
      const distance = Math.hypot((mars?.x ?? 0) - (venus?.x ?? 0), (mars?.y ?? 0) - (venus?.y ?? 0))
      // 60 px in a 640 px tall window (the scene's two answers are 94 px apart in this one).
      expect(distance).toBeGreaterThan((60 * WINDOW.height) / 640)
      // Two drawn frames, so the screenshot shows the scene.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      await screenshot(page, `updl-finish-${technology}`)
      await page.context().close()
    },
  )

  it('arjs: the answers stand apart on the marker', async () => {
    const page = await open(webgl, 'arjs-en')
    // The attribute as written in the page (A-Frame's getAttribute would answer its parsed object).
    const position = (id: string) =>
      page.locator(`[data-object="${id}"]`).evaluate((el) => el.attributes.getNamedItem('position')?.value)
    const [mars, venus] = [await position('object_0'), await position('object_1')]
    expect(mars).toBeDefined()
    expect(mars).not.toBe(venus)
    await screenshot(page, 'updl-finish-arjs')
    await page.context().close()
  })

  it.each([
    {
      language: 'en',
      title: 'This AR quiz needs your camera',
      link: 'Download the printable marker',
      name: 'Name',
      email: 'Email',
    },
    {
      language: 'ru',
      title: 'Для этой AR-викторины нужна камера',
      link: 'Скачать маркер для печати',
      name: 'Имя',
      email: 'Эл. почта',
    },
  ])(
    'arjs ($language) without a camera: a notice says what to allow and links the printable marker',
    async (c) => {
      const page = await open(cameraless, `arjs-${c.language}`)
      const notice = page.getByTestId('uf-camera-notice')
      await notice.waitFor()
      await expect(notice.getByRole('heading', { name: c.title }).isVisible()).resolves.toBe(true)
      const link = notice.getByRole('link', { name: c.link })
      expect(await link.getAttribute('href')).toMatch(/^data:image\/svg\+xml/)
      // The marker is drawn in the notice as well (a sandboxed published page may not download).
      await expect
        .poll(() => notice.getByTestId('uf-marker').evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      // The notice is the page's error-popup: AR.js draws its own box only when none exists.
      await expect(notice.getAttribute('id')).resolves.toBe('error-popup')
      await expect(page.getByText('Webcam Error').count()).resolves.toBe(0)
      await expect(page.locator('#error-popup').count()).resolves.toBe(1)
      await startQuiz(page, c.name, c.email)
      await screenshot(page, `updl-finish-no-camera-${c.language}`)
      await page.context().close()
    },
  )
})
