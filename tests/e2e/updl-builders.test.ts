// Browser journey for the UPDL page builders: each technology's page for the same sample quiz,
// libraries from the local npm packages, in Chromium with WebGL in software and a fake camera.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import {
  buildPageHtml,
  letterPattern,
  Technologies,
  type TPageOptions,
  type TTechnology,
} from '@unikflow/updl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleQuiz } from '../../packages/updl/src/testing/sample-scene'
import { launchWebGLBrowser, screenshot } from '../support/browser'
import { writeMarkerVideo } from '../support/marker-video'
import { decodePng, distinctColours } from '../support/png-pixels'
import { startPageServer, type PageServer } from '../support/updl-page-server'

const NONCE = 'c2FtcGxlLW5vbmNl'

/**
 * The policy pages are served with here: the app's policy for embeddable pages (security-headers.ts)
 * plus the page's nonce, and what each technology needs beyond it — this test fails if that grows.
 */
function pageCsp(technology: TTechnology): string {
  const extra: Record<TTechnology, string> = {
    // AR.js (artoolkit) compiles code from strings.
    arjs: " 'unsafe-eval'",
    aframevr: '',
    threejs: '',
    babylonjs: '',
    playcanvas: '',
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE}'${extra[technology]}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    // glTF models (and their data: buffers) and uploaded patterns are fetched from wherever they are.
    "connect-src 'self' https: data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/**
 * The pages' window. Software WebGL draws every frame of a scene on the CPU, pixel by pixel (the GPU
 * process was 28 of the file's 49 CPU seconds at 960 × 640); the quiz's panel and the scene fit this.
 */
const WINDOW = { width: 640, height: 480 }

let server: PageServer
let browser: Browser

beforeAll(async () => {
  server = await startPageServer()
  browser = await launchWebGLBrowser()
  for (const technology of Technologies) {
    const options: TPageOptions = {
      technology,
      title: `Sample ${technology}`,
      language: 'en',
      libSource: 'local',
      libBaseUrl: '/assets/libs',
      leadsUrl: '/leads',
      arjs: { markerType: 'preset', preset: 'kanji' },
      nonce: NONCE,
    }
    const html = buildPageHtml(sampleQuiz({ modelUrl: `${server.url}/model.gltf` }), options)
    server.pages.set(technology, { html, csp: pageCsp(technology) })
  }
  const ru = buildPageHtml(sampleQuiz(), {
    technology: 'babylonjs',
    title: 'Викторина',
    language: 'ru',
    libSource: 'local',
    libBaseUrl: '/assets/libs',
  })
  server.pages.set('babylonjs-ru', { html: ru })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

type TQuizState = { index: number; points: number; answered: string[]; posted: string | null }
type TQuizWindow = {
  unikQuiz: {
    state(): TQuizState
    view: { objects(): string[]; screenPosition(id: string): { x: number; y: number } | null }
  }
  __pwned?: number
}

async function openPage(name: string): Promise<{ page: Page; errors: string[]; elsewhere: string[] }> {
  const context = await browser.newContext({ viewport: WINDOW })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  // Everything (libraries, marker files, models) comes from the page's server: pages work offline.
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(server.url) && !url.startsWith('data:') && !url.startsWith('blob:'))
      elsewhere.push(url)
  })
  await page.goto(`${server.url}/page/${name}`)
  await page.getByTestId('uf-lead-form').waitFor()
  await page.locator('canvas').first().waitFor()
  return { page, errors, elsewhere }
}

async function startQuiz(page: Page): Promise<void> {
  await page.getByLabel('Name').fill('Ada')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByTestId('uf-start').click()
  await expect.poll(() => page.getByTestId('uf-progress').textContent()).toBe('Question 1 of 2')
}

/** Clicks an answer's 3D object where the technology's camera projects it (its own raycast picks it). */
/**
 * Clicks a 3D object as a person does — the pointer over it first (raycasters update on a later frame),
 * then a click — until `answered` is true. With WebGL drawn in software on a loaded machine a frame can
 * take longer than the wait, and the click lands before the raycaster saw the pointer: then it clicks again.
 */
async function answerBy(page: Page, objectId: string, answered: () => Promise<boolean>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 && (await answered())) return
    let position: { x: number; y: number } | null = null
    await expect
      .poll(async () => {
        position = await page.evaluate(
          (id) => (window as unknown as TQuizWindow).unikQuiz.view.screenPosition(id),
          objectId,
        )
        return position !== null
      })
      .toBe(true)
    const { x, y } = position ?? { x: 0, y: 0 }
    await page.mouse.move(x, y)
    // Two drawn frames and a little more, so the raycaster has seen the pointer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    )
    await page.waitForTimeout(300)
    await page.mouse.down()
    await page.mouse.up()
    const settled = await expect
      .poll(answered, { timeout: 5_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      )
    if (settled) return
    if (attempt === 3) throw new Error(`Clicking ${objectId} three times did not answer the question`)
  }
}

/** Polls screenshots until the scene shows more than 8 colours (a blank or half-loaded scene has fewer). */
async function expectDrawn(page: Page, name: string): Promise<void> {
  await expect
    .poll(async () => distinctColours(decodePng(readFileSync(await screenshot(page, name)))), {
      message: name,
      interval: 250,
    })
    .toBeGreaterThan(8)
}

describe.each(Technologies.filter((t) => t !== 'arjs'))('%s page', (technology) => {
  it('draws the scene, answers by clicking 3D objects, posts the lead with its points, restarts', async () => {
    const { page, errors, elsewhere } = await openPage(technology)
    await startQuiz(page)
    const objects = await page.evaluate(() => (window as unknown as TQuizWindow).unikQuiz.view.objects())
    expect(objects).toEqual(expect.arrayContaining(['box', 'torus', 'plane', 'model', 'a1-o', 'a2-o']))
    await expectDrawn(page, `updl-builder-${technology}-q1`)
    expect(await page.getByTestId('uf-points').textContent()).toBe('Points: 0')
    await answerBy(
      page,
      'a1-o',
      async () => (await page.getByTestId('uf-progress').textContent()) === 'Question 2 of 2',
    )
    expect(await page.getByTestId('uf-points').textContent()).toBe('Points: 10')
    expect(await page.evaluate(() => (window as unknown as TQuizWindow).unikQuiz.view.objects())).toEqual(
      expect.arrayContaining(['cyl', 'b1-o', 'b2-o']),
    )
    const results = page.getByTestId('uf-result-points')
    await answerBy(page, 'b1-o', () => results.isVisible())
    expect(await results.textContent()).toBe('Your points: 110')
    await expect
      .poll(() => page.getByTestId('uf-lead-status').textContent())
      .toBe('Your result has been sent')
    await expectDrawn(page, `updl-builder-${technology}-results`)
    expect(server.leads).toContainEqual({ name: 'Ada', email: 'ada@example.com', phone: '', points: 110 })
    await page.getByTestId('uf-restart').click()
    expect(await page.getByTestId('uf-progress').textContent()).toBe('Question 1 of 2')
    expect(await page.getByTestId('uf-points').textContent()).toBe('Points: 0')
    // A wrong answer subtracts.
    await page.getByRole('button', { name: 'Rome' }).click()
    expect(await page.getByTestId('uf-points').textContent()).toBe('Points: -5')
    expect(await page.evaluate(() => (window as unknown as TQuizWindow).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
    expect(elsewhere).toEqual([])
    await page.context().close()
  })
})

describe('arjs page', () => {
  it('starts the camera, has the kanji marker with the scene entities, and the quiz runs', async () => {
    const { page, errors, elsewhere } = await openPage('arjs')
    await startQuiz(page)
    await page.locator('video').waitFor()
    expect(await page.locator('a-marker[type="pattern"]').getAttribute('url')).toBe(
      '/assets/libs/ar@1/patt.kanji',
    )
    expect(await page.locator('a-marker .uf-object').count()).toBeGreaterThan(8)
    // AR.js loads the camera parameters and the pattern once the camera runs.
    await expect
      .poll(() => server.requests, { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          '/assets/libs/aframe@1.8.0/aframe.min.js',
          '/assets/libs/arjs@3.4.8/aframe-ar.js',
          '/assets/libs/ar@1/camera_para.dat',
          '/assets/libs/ar@1/patt.kanji',
        ]),
      )
    await expectDrawn(page, 'updl-builder-arjs')
    await page.getByRole('button', { name: 'Paris' }).click()
    await page.getByRole('button', { name: '4' }).click()
    await expect.poll(() => page.getByTestId('uf-result-points').textContent()).toBe('Your points: 110')
    expect(errors).toEqual([])
    expect(elsewhere).toEqual([])
    await page.context().close()
  })
})

describe('page language', () => {
  it('a Russian page has its lead form, progress, points and results in Russian', async () => {
    const { page, errors } = await openPage('babylonjs-ru')
    expect(await page.locator('html').getAttribute('lang')).toBe('ru')
    await page.getByLabel('Имя').fill('Ада')
    await page.getByLabel('Эл. почта').fill('ada@example.com')
    await screenshot(page, 'updl-builder-ru-lead')
    await page.getByRole('button', { name: 'Начать' }).click()
    expect(await page.getByTestId('uf-progress').textContent()).toBe('Вопрос 1 из 2')
    await page.getByRole('button', { name: 'Paris' }).click()
    expect(await page.getByTestId('uf-points').textContent()).toBe('Баллы: 10')
    await page.getByRole('button', { name: '5' }).click()
    expect(await page.getByTestId('uf-result-points').textContent()).toBe('Ваши баллы: 10')
    await expect.poll(() => page.getByRole('button', { name: 'Начать заново' }).count()).toBe(1)
    await screenshot(page, 'updl-builder-ru-results')
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('AR.js marker detection', () => {
  it('finds the generated letter B marker in the camera picture (and a letter A page does not)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-marker-'))
    const video = join(dir, 'letter-b.y4m')
    writeMarkerVideo(video, letterPattern('B'))
    for (const letter of ['A', 'B'] as const)
      server.pages.set(`arjs-letter-${letter}`, {
        html: buildPageHtml(sampleQuiz(), {
          technology: 'arjs',
          title: `Letter ${letter}`,
          language: 'en',
          libSource: 'local',
          libBaseUrl: '/assets/libs',
          arjs: { markerType: 'preset', preset: letter },
        }),
      })
    const camera = await launchWebGLBrowser([`--use-file-for-fake-video-capture=${video}`])
    /** Whether the marker shows within `wait` ms of the quiz's start, and after how many ms. */
    const markerShown = async (letter: 'A' | 'B', wait: number): Promise<{ shown: boolean; ms: number }> => {
      const page = await camera.newPage({ viewport: WINDOW })
      await page.goto(`${server.url}/page/arjs-letter-${letter}`)
      await page.getByLabel('Name').fill('Ada')
      await page.getByLabel('Email').fill('ada@example.com')
      await page.getByTestId('uf-start').click()
      const started = Date.now()
      const deadline = started + wait
      let shown = false
      while (!shown && Date.now() < deadline) {
        await page.waitForTimeout(200)
        shown = await page.evaluate(() => {
          const marker = document.querySelector('a-marker') as unknown as {
            object3D?: { visible: boolean }
          } | null
          return marker?.object3D?.visible === true
        })
      }
      const ms = Date.now() - started
      if (shown) await screenshot(page, `updl-builder-arjs-letter-${letter}-found`)
      await page.close()
      return { shown, ms }
    }
    try {
      const b = await markerShown('B', 30_000)
      expect(b.shown).toBe(true)
      // The A page looks at the same picture three times as long as the B page needed to find it (at
      // least 4 s, at most the 8 s it always waited): AR.js, busy with every camera frame in software,
      // was the largest CPU cost of this file while it waited.
      expect((await markerShown('A', Math.min(8_000, Math.max(4_000, 3 * b.ms)))).shown).toBe(false)
    } finally {
      await camera.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
