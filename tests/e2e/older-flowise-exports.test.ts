// Browser journey for a flow exported by an older Flowise: the canvas loads it from a file, saves it,
// and names the connection it kept although no current node version has its handle.
import { join } from 'node:path'
import { flowiseOlderHandleFixturesDir, readFlowiseOlderHandleFixtures } from '@unikflow/testkit/fixtures'
import { ZFlowData } from '@unikflow/graph'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { fetchFlow } from '../support/canvas'
import { journeyUser, signedInPage, type JourneyUser } from '../support/journey'

let server: RunningServer
let browser: Browser
let user: JourneyUser

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  user = await journeyUser(server, { email: 'older@example.com', password: 'olderpass12' }, 'Older exports')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const FILE = 'claude-llm-2023-07.json'
const KEPT = 'conversationChain_0-input-document-Document'

it.each([
  ['en', false, 'These connections name handles their nodes no longer have'],
  ['ru', true, 'Эти связи указывают на входы или выходы'],
] as const)(
  'saves a 2023 Flowise export (%s) and names the connection it kept',
  async (lang, dark, notice) => {
    const fixture = readFlowiseOlderHandleFixtures().find((f) => f.file === FILE)
    if (!fixture) throw new Error('fixture')
    const sent = ZFlowData.parse(fixture.json)
    const { context, page } = await signedInPage(browser, server, user.token, { dark, lang })
    await page.goto(`/uniks/${user.unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await page.getByTestId('load-chatflow-input').setInputFiles(join(flowiseOlderHandleFixturesDir, FILE))
    await expect
      .poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 })
      .toBe(sent.nodes.length)
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/chatflows'),
    )
    const saveLabel = lang === 'en' ? 'Save' : 'Сохранить'
    await page.getByRole('button', { name: saveLabel, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox').first().fill(`Claude LLM ${lang}`)
    await dialog.getByRole('button', { name: saveLabel }).click()
    expect((await created).status()).toBe(201)
    const alert = page.getByText(notice)
    await alert.waitFor()
    await expect.poll(() => alert.textContent()).toContain(KEPT)
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    // The notice has slid in completely before the picture is taken.
    await expect.poll(async () => (await alert.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
    await screenshot(page, `canvas-older-export-kept-edge-${lang}-${dark ? 'dark' : 'light'}`)
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const stored = await fetchFlow(server.url, user.token, user.unikId, flowId)
    expect(stored.flow.nodes.map((n) => n.id).sort()).toEqual(sent.nodes.map((n) => n.id).sort())
    expect(stored.flow.edges.map((e) => e.id).sort()).toEqual(sent.edges.map((e) => e.id).sort())
    expect(stored.flow.edges.map((e) => e.targetHandle)).toContain(KEPT)
    await context.close()
  },
)
