// Browser journey for flow version history: the History panel lists the saved versions,
// shows what restoring an old one changes (the changed prompt side by side, a removed node), restores
// it as a new version and the canvas reloads it clean; the unik's retention is set on its dashboard and
// the next save prunes to it. Screenshots in light/dark, en/ru.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TFlowVersionSummary } from '@unikflow/graph'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'

const USER = { email: 'historian@example.com', password: 'historianpass1' }
const OLD_PROMPT = 'What is a good name for a company that makes {product}?'
const NEW_PROMPT = 'Suggest three short names for a shop selling {product}.'

let server: RunningServer
let browser: Browser
let token: string
let unikId: string
let flowId: string

type FlowJson = { nodes: Array<{ id: string; data: { inputs: Record<string, unknown> } }>; edges: unknown[] }

const getFlow = () => apiCall<TChatflow>(server.url, token, 'GET', `/uniks/${unikId}/chatflows/${flowId}`)
const versions = () =>
  apiCall<TFlowVersionSummary[]>(server.url, token, 'GET', `/uniks/${unikId}/chatflows/${flowId}/versions`)

/** Saves the stored flow with another prompt (and without the sticky note) through the API. */
async function saveWithPrompt(template: string, options: { dropSticky?: boolean } = {}) {
  const flow = await getFlow()
  const data = JSON.parse(flow.flowData) as FlowJson
  const prompt = data.nodes.find((n) => n.id === 'promptTemplate_0')
  if (prompt) prompt.data.inputs.template = template
  if (options.dropSticky) data.nodes = data.nodes.filter((n) => n.id !== 'stickyNote_0')
  await apiCall(server.url, token, 'PUT', `/uniks/${unikId}/chatflows/${flowId}`, {
    version: flow.version,
    flowData: JSON.stringify(data),
  })
}

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'History space')).id
  // Version 1: the fixture as it is (it needs no model server: nothing runs here).
  flowId = (
    await createLlmChainFlow({
      baseUrl: server.url,
      token,
      unikId,
      name: 'Naming flow',
      fakeBaseUrl: 'http://127.0.0.1:9/v1',
    })
  ).id
  // Version 2: a new prompt and the sticky note gone.
  await saveWithPrompt(NEW_PROMPT, { dropSticky: true })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function signedInPage(options: { dark?: boolean; lang?: string } = {}): Promise<{
  context: BrowserContext
  page: Page
}> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
  await context.addInitScript(
    ({ t, isDark, lang }) => {
      localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', String(isDark))
      localStorage.setItem('i18nextLng', lang)
    },
    { t: token, isDark: options.dark ?? false, lang: options.lang ?? 'en' },
  )
  return { context, page: await context.newPage() }
}

async function openHistory(page: Page, label = 'History', beforeOpening?: () => Promise<void>) {
  await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
  await page.locator('.react-flow__node').first().waitFor()
  await beforeOpening?.()
  await page.getByRole('button', { name: label, exact: true }).click()
  await page.getByTestId('history-panel').waitFor()
}

describe('flow history journey', () => {
  it('shows the diff of an old version first, then restores it as a new version', async () => {
    const { context, page } = await signedInPage()
    await openHistory(page)
    const list = page.getByRole('list', { name: 'Saved versions' })
    await list.getByText('Version 2').waitFor()
    await list.getByText('Version 1').waitFor()
    expect(await list.getByRole('button').count()).toBe(2)
    await list.getByText('4 nodes · 2 edges').waitFor()

    await list.getByText('Version 1').click()
    const diff = page.getByTestId('history-diff')
    await diff.getByText('adds 1 node').waitFor()
    await diff.getByText('changes 1 node').waitFor()
    await diff.getByText('Sticky Note').waitFor()
    // The changed prompt side by side: the canvas's now, the version's then.
    // Rows name the field as the node labels it, not by its key.
    const row = diff.getByRole('row', { name: /^Template / })
    await row.getByText(NEW_PROMPT).waitFor()
    await row.getByText(OLD_PROMPT).waitFor()
    await screenshot(page, 'flow-history-diff-en-light')

    await page.getByRole('button', { name: 'Restore', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Restore version 1?' })
    await confirm.getByRole('button', { name: 'Restore' }).click()
    await page.getByText('Version 1 restored as version 3').waitFor()
    await list.getByText('Version 3').waitFor()

    // Stored as version 3 with version 1's graph; the canvas shows it and is clean.
    const restored = await getFlow()
    expect(restored.version).toBe(3)
    const nodes = (JSON.parse(restored.flowData) as FlowJson).nodes
    expect(nodes.find((n) => n.id === 'promptTemplate_0')?.data.inputs.template).toBe(OLD_PROMPT)
    expect(nodes.some((n) => n.id === 'stickyNote_0')).toBe(true)
    expect((await versions()).map((v) => v.version)).toEqual([3, 2, 1])
    await page.getByRole('button', { name: 'Close history' }).click()
    expect(await page.locator('.react-flow__node').count()).toBe(4)
    await page.getByText(OLD_PROMPT).first().waitFor()
    // Clean after the restore: leaving asks nothing, and a save now is version 4 (no conflict).
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(async () => (await getFlow()).version).toBe(4)
    await context.close()
  })

  it("keeps the unik's retention: set on the dashboard, enforced at the next save", async () => {
    const { context, page } = await signedInPage()
    await page.goto(`/uniks/${unikId}`)
    const field = page.getByLabel('Versions kept per flow')
    await expect.poll(() => field.inputValue()).toBe('50')
    await field.fill('2')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Each flow now keeps its newest 2 versions').waitFor()
    await screenshot(page, 'flow-history-retention-en-light')
    await saveWithPrompt(NEW_PROMPT)
    expect((await versions()).map((v) => v.version)).toEqual([5, 4])
    await context.close()
  })

  it('the History panel in light and dark, English and Russian', async () => {
    for (const [lang, dark, button, version, field] of [
      ['en', true, 'History', 'Version 4', 'Template'],
      ['ru', false, 'История', 'Версия 4', 'Шаблон'],
      ['ru', true, 'История', 'Версия 4', 'Шаблон'],
    ] as const) {
      const { context, page } = await signedInPage({ dark, lang })
      // An unsaved edit of the prompt: the diff (which includes the canvas's edits) names its field.
      await openHistory(page, button, () =>
        page.getByTestId('node-promptTemplate_0').locator('textarea').first().fill(`${lang} draft`),
      )
      await page.getByText(version, { exact: true }).click()
      await page.getByTestId('history-diff').getByRole('cell', { name: field, exact: true }).waitFor()
      await screenshot(page, `flow-history-diff-${lang}-${dark ? 'dark' : 'light'}`)
      await context.close()
    }
  })
})
