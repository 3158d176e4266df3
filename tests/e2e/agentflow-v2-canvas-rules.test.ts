// Browser journey: the agentflows list without flows offers both kinds; a new Agentflow v2
// keeps one Start (the palette's Start disabled with its reason, paste and duplicate of Start refused
// with a notice); Start declares a flow-state key and an LLM's "Update Flow State" offers it, before and
// after the save (then the server reads the saved flow); an Agentflow v2 file loaded on a new Sequential
// Agents (v1) canvas turns it into an Agentflow v2. Screenshots light/en and dark/ru.
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { agentflowV2FixturesDir, flowiseFixturesDir } from '@unikflow/testkit/fixtures'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { addNodeFromPalette, connectV2, settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const USER = { email: 'agentflow-v2-rules@example.com', password: 'agentflowv2rules1' }
const journey = setUpJourney({ user: USER, unikName: 'Rules space' })

const ONLY_ONE_START = 'An Agentflow v2 has one Start node, and this flow has it already.'

const startCount = (page: Page) => page.locator('[data-testid^="node-startAgentflow_"]').count()

async function openParams(page: Page, nodeId: string): Promise<Locator> {
  await page.getByTestId(`node-${nodeId}`).getByRole('button', { name: 'Edit parameters' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

async function closeParams(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

/**
 * Fills an Agentflow v2 `array` param with one row, as the dialog offers it: a row form (a button adds
 * a row; `fillRow` fills it) or, before that form exists, the rows' JSON text.
 */
async function fillArrayParam(
  dialog: Locator,
  label: string,
  rows: unknown[],
  fillRow: (row: Locator) => Promise<void>,
): Promise<'rows' | 'json'> {
  const add = dialog.getByRole('button', { name: new RegExp(`add.*${label}`, 'i') })
  if ((await add.count()) > 0) {
    await add.first().click()
    await fillRow(dialog)
    return 'rows'
  }
  await dialog.getByRole('button', { name: label, exact: true }).click()
  const editor = dialog.getByRole('textbox', { name: label, exact: true })
  await editor.fill(JSON.stringify(rows))
  return 'json'
}

/** The options the LLM's "Update Flow State" key select offers (opened as a person opens it). */
async function offeredKeys(dialog: Locator): Promise<string[]> {
  const key = dialog.locator('select[aria-label="Key"]').last()
  await key.focus()
  await key.locator('option', { hasText: 'topic' }).waitFor({ state: 'attached', timeout: 15_000 })
  return key.locator('option:not([disabled])').allTextContents()
}

describe('Agentflow v2 canvas rules journey', () => {
  it('offers both kinds on the empty list, keeps one Start, and offers the state keys Start declares', async () => {
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}/agentflows`)
    const empty = page.getByTestId('agentflows-empty')
    await empty.getByText('No agentflows yet').waitFor()
    await empty.getByText(/There are two kinds of agentflows/).waitFor()
    await empty.getByRole('button', { name: 'New Sequential Agents (v1)' }).waitFor()
    await screenshot(page, 'agentflow-v2-rules-empty-light-en')
    await empty.getByRole('button', { name: 'New Agentflow v2' }).click()
    await page.waitForURL(/\/agentcanvas\?type=AGENTFLOW$/)
    await page.getByTestId('node-startAgentflow_0').waitFor({ timeout: 15_000 })

    // The palette's Start is there but disabled, and says why on hover.
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByRole('button', { name: /^Flow control \(7\)/ }).click()
    const start = page.getByTestId('palette-unavailable-startAgentflow')
    await start.waitFor()
    expect(await start.getByRole('button').getAttribute('aria-disabled')).toBe('true')
    await settled(page)
    await start.hover()
    await page.getByRole('tooltip').getByText(ONLY_ONE_START).waitFor()
    await settled(page)
    await screenshot(page, 'agentflow-v2-rules-palette-light-en')
    await page.getByRole('button', { name: 'Add nodes' }).click()

    // Copy + paste of Start, and its Duplicate button: refused with the same notice, still one Start.
    await page.getByTestId('node-startAgentflow_0').click({ position: { x: 120, y: 12 } })
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await page.getByText(ONLY_ONE_START).first().waitFor()
    expect(await startCount(page)).toBe(1)
    await page.getByTestId('node-startAgentflow_0').hover()
    await page.getByRole('button', { name: 'Duplicate node' }).first().click()
    await expect.poll(() => page.getByText(ONLY_ONE_START).count()).toBeGreaterThan(0)
    expect(await startCount(page)).toBe(1)

    // Start declares the flow-state key "topic".
    const startDialog = await openParams(page, 'startAgentflow_0')
    await fillArrayParam(startDialog, 'Flow State', [{ key: 'topic', value: '' }], async (row) => {
      await row.getByRole('textbox', { name: 'Key' }).last().fill('topic')
    })
    await closeParams(startDialog)

    await addNodeFromPalette(page, 'LLM', { x: 900, y: 220 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByTestId('node-llmAgentflow_0').waitFor()
    await connectV2(page, 'startAgentflow_0', 'llmAgentflow_0')
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(1)

    // The LLM's Update Flow State: its key select offers "topic" (from the unsaved canvas).
    let llmDialog = await openParams(page, 'llmAgentflow_0')
    const form = await fillArrayParam(
      llmDialog,
      'Update Flow State',
      [{ key: 'topic', value: '{{ output }}' }],
      async (row) => {
        expect(await offeredKeys(row)).toContain('topic')
        await row.locator('select[aria-label="Key"]').last().selectOption('topic')
      },
    )
    await screenshot(page, `agentflow-v2-rules-state-key-${form}-light-en`)
    await closeParams(llmDialog)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const nameDialog = page.getByRole('dialog')
    await nameDialog.getByRole('textbox', { name: 'Name' }).fill('Rules v2')
    await nameDialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/agentcanvas\/[0-9a-f-]{36}$/)
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    const data = JSON.parse(stored.flowData) as TFlowData
    expect(data.nodes.filter((n) => n.data.name === 'startAgentflow')).toHaveLength(1)
    const llm = data.nodes.find((n) => n.id === 'llmAgentflow_0')
    expect(llm?.data.inputs.llmUpdateState).toMatchObject([{ key: 'topic' }])

    // Reopened clean, the key select asks the server with the saved flow's id only.
    await page.reload()
    await page.getByTestId('node-llmAgentflow_0').waitFor({ timeout: 15_000 })
    const asked =
      form === 'rows'
        ? page.waitForRequest((r) => (r.postData() ?? '').includes('listRuntimeStateKeys'))
        : undefined
    llmDialog = await openParams(page, 'llmAgentflow_0')
    if (form === 'rows') {
      expect(await offeredKeys(llmDialog)).toContain('topic')
      const body = (await asked)?.postDataJSON() as { flowId?: string; flowNodes?: unknown }
      expect(body.flowId).toBe(flowId)
      expect(body.flowNodes).toBeUndefined()
    }
    await closeParams(llmDialog)

    // "Load" of a chatflow file on this saved v2 flow: it keeps its type; the file may open as a new chatflow.
    await page.getByTestId('load-chatflow-input').setInputFiles(join(flowiseFixturesDir, 'llm-chain.json'))
    const offer = page.getByRole('dialog')
    await offer.getByText('This is a “Chatflow” file').waitFor()
    await settled(page)
    await screenshot(page, 'agentflow-v2-rules-other-kind-light-en')
    await offer.getByRole('button', { name: 'Open as new Chatflow' }).click()
    await page.waitForURL(/\/chatflows\/new$/)
    await page.getByTestId('node-llmChain_0').waitFor({ timeout: 15_000 })
    expect(await startCount(page)).toBe(0)
    const unchanged = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    expect(unchanged.version).toBe(stored.version)

    // The server refuses a second Start however it comes (here: the API), with its own text.
    const two = { ...data, nodes: [...data.nodes, { ...data.nodes[0], id: 'startAgentflow_1' }] }
    const refused = await fetch(`${journey.server.url}/api/v1/uniks/${journey.unikId}/chatflows/${flowId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${journey.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: stored.version, flowData: JSON.stringify(two) }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_START_NODES')
    await context.close()
  })

  it('in Russian (dark): the empty list, the disabled Start, and a v2 file turning a new v1 canvas into v2', async () => {
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    // The first test saved a flow: the list is empty again once it is gone.
    const list = await journey.api<{ items: { id: string }[] }>(
      `/uniks/${journey.unikId}/chatflows?type=AGENTFLOW`,
    )
    for (const flow of list.items) {
      await journey
        .api(`/uniks/${journey.unikId}/chatflows/${flow.id}`, { method: 'DELETE' })
        .catch(() => undefined)
    }
    await page.goto(`/uniks/${journey.unikId}/agentflows`)
    const empty = page.getByTestId('agentflows-empty')
    await empty.getByText('Агентфлоу пока нет').waitFor()
    await empty.getByRole('button', { name: 'Новый Agentflow v2' }).waitFor()
    await screenshot(page, 'agentflow-v2-rules-empty-dark-ru')

    // A new Sequential Agents (v1) canvas, and "Load" of an Agentflow v2 export: it becomes an Agentflow v2.
    await empty.getByRole('button', { name: 'Новые последовательные агенты (v1)' }).click()
    await page.waitForURL(/\/agentcanvas$/)
    await page.locator('.react-flow__pane').waitFor()
    await page
      .getByTestId('load-chatflow-input')
      .setInputFiles(join(agentflowV2FixturesDir, 'support-desk.json'))
    await page.waitForURL(/\/agentcanvas\?type=AGENTFLOW$/)
    await page.getByTestId('node-llmAgentflow_0').waitFor({ timeout: 15_000 })
    expect(await startCount(page)).toBe(1)
    await page
      .getByText(/теперь этого типа/)
      .first()
      .waitFor()
    // The load notice names no kind (it said "Chatflow" for an Agentflow v2 file).
    await page
      .getByText(/^Поток загружен \(узлов: \d+\)/)
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Добавить узлы' }).click()
    await page.getByRole('button', { name: /^Управление потоком \(7\)/ }).click()
    const start = page.getByTestId('palette-unavailable-startAgentflow')
    await start.waitFor()
    await settled(page)
    await start.hover()
    await page
      .getByRole('tooltip')
      .getByText('В Agentflow v2 один узел «Старт», и в этом потоке он уже есть.')
      .waitFor()
    await screenshot(page, 'agentflow-v2-rules-loaded-dark-ru')
    await context.close()
  })
})
