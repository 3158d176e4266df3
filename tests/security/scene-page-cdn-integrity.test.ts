// Attack: a published page whose libraries come from the CDN (the "CDN" library source, and every exported
// HTML file) runs whatever the CDN — or anything between it and the visitor — serves for them. Every
// library a page loads, classic script or ES module (three.js imports its core and addons), carries the
// hash of the npm file the server has: other bytes are refused by the browser.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { arQuizExampleFlow, LIBRARY_FILES } from '@unikflow/updl'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraryFilePath } from '../../packages/server/src/features/assets-libs/library-file-path'
import { createUnik, signUp } from '../../packages/server/src/test/api-client'
import { buildTestApp, type TestApp } from '../../packages/server/src/test/build-test-app'
import { chatflowsClient } from '../../packages/server/src/test/chatflows-client'
import { launchWebGLBrowser } from '../support/browser'

const TAMPERED = '\n;window.__tampered = true;\n'
let t: TestApp
let browser: Browser
let dir: string
const exported = new Map<string, string>()

beforeAll(async () => {
  t = await buildTestApp('sqlite')
  browser = await launchWebGLBrowser()
  dir = mkdtempSync(join(tmpdir(), 'unikflow-sri-'))
  const owner = await signUp(t.app, 'owner@example.com')
  const unik = await createUnik(t.app, owner, 'Scenes')
  const flowData = JSON.stringify(arQuizExampleFlow())
  const flow = await chatflowsClient(t.app, unik.id).make(owner, { name: 'Quiz', flowData })
  for (const technology of ['babylonjs', 'threejs']) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${unik.id}/chatflows/${flow.id}/publications/${technology}/export`,
      headers: owner.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    const path = join(dir, `${technology}.html`)
    writeFileSync(path, res.body)
    exported.set(technology, pathToFileURL(path).href)
  }
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * Opens an exported page with the CDN answered from the npm files (no internet here), `tampered` with
 * a line of the attacker's appended; answers whether the page got going and whether that line ran.
 */
async function openExport(technology: string, tampered: string | undefined) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
  const page = await context.newPage()
  const refusals: string[] = []
  page.on('console', (msg) => {
    if (/integrity/i.test(msg.text())) refusals.push(msg.text())
  })
  const served: string[] = []
  await page.route(/^https:/, async (route) => {
    const url = route.request().url()
    const file = LIBRARY_FILES.find((f) => f.cdnUrl === url)
    const path = file && libraryFilePath(file)
    if (!file || !path) return route.abort()
    served.push(file.urlPath)
    const body = readFileSync(path, 'utf8') + (file.urlPath === tampered ? TAMPERED : '')
    const contentType = 'application/javascript'
    return route.fulfill({ body, contentType, headers: { 'access-control-allow-origin': '*' } })
  })
  await page.goto(exported.get(technology) ?? '')
  return { context, page, refusals, served }
}

describe.each([
  { technology: 'babylonjs', target: 'babylonjs@9.28.0/babylon.js' },
  // Imported by three.module.js, not named by the page: the import map's integrity covers it too.
  { technology: 'threejs', target: 'three@0.187.0/build/three.core.js' },
])('an exported $technology page', ({ technology, target }) => {
  it('runs the CDN files that are the npm packages', async () => {
    const { context, page, refusals, served } = await openExport(technology, undefined)
    await page.getByTestId('uf-lead-form').waitFor()
    await page.locator('canvas').first().waitFor()
    expect(served).toContain(target)
    expect(refusals).toEqual([])
    await context.close()
  })

  it('refuses a CDN file with other bytes: the added code never runs', async () => {
    const { context, page, refusals, served } = await openExport(technology, target)
    await expect.poll(() => refusals.length, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(served).toContain(target)
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined()
    await context.close()
  })
})
