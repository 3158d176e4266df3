// Browser journey: a person starts an Agentflow v2 from the agentflows list ("Add new" → Agentflow v2),
// finds the Start node placed, drags an LLM from the palette (v2 nodes only, in groups), connects
// Start → LLM, picks the chat model in the params dialog, saves (stored as AGENTFLOW), chats and gets
// the answer, which the prediction API gives too. Sequential Agents (v1) keeps its own palette.
// Screenshots light/en and dark/ru.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { addNodeFromPalette, connectV2, RU_PALETTE, settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const USER = { email: 'agentflow-v2-new@example.com', password: 'agentflowv2new1' }

const journey = setUpJourney({ user: USER, unikName: 'New v2 space' })

async function addNew(page: Page, button: string, choice: RegExp) {
  await page.goto(`/uniks/${journey.unikId}/agentflows`)
  await page.getByRole('button', { name: button }).click()
  await page.getByRole('menuitem', { name: choice }).waitFor()
  await settled(page)
}

describe('new agentflow v2 journey', () => {
  it('creates a v2 flow from the list, builds Start → LLM, saves it as v2 and answers', async () => {
    const { context, page } = await journey.signedInPage()
    await addNew(page, 'Add new', /^Agentflow v2/)
    await screenshot(page, 'agentflow-v2-new-menu-light-en')
    // Agentflow v2 is offered first.
    expect(await page.getByRole('menuitem').first().textContent()).toMatch(/^Agentflow v2/)
    await page.getByRole('menuitem', { name: /^Agentflow v2/ }).click()
    await page.waitForURL(/\/agentcanvas\?type=AGENTFLOW$/)
    await page.getByTestId('node-startAgentflow_0').waitFor({ timeout: 15_000 })

    // The palette holds the v2 nodes in groups, and none of the v1 sequential / multi-agent nodes.
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByRole('button', { name: /^Flow control \(7\)/ }).waitFor()
    await page.getByRole('button', { name: /^AI \(4\)/ }).click()
    await page.locator('[draggable="true"]').filter({ hasText: /^LLM/ }).waitFor()
    expect(await page.getByRole('tab').count()).toBe(0)
    await screenshot(page, 'agentflow-v2-new-palette-light-en')
    // "Agent" finds the v2 Agent node, and no Sequential Agents / Multi Agents node.
    await page.getByRole('textbox', { name: 'Search nodes' }).fill('Agent')
    await page.locator('img[src$="/node-icon/agentAgentflow"]').waitFor()
    expect(await page.locator('img[src*="/node-icon/seq"], img[src$="/node-icon/supervisor"]').count()).toBe(
      0,
    )

    await addNodeFromPalette(page, 'LLM', { x: 1010, y: 200 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByTestId('node-llmAgentflow_0').waitFor()
    await connectV2(page, 'startAgentflow_0', 'llmAgentflow_0')
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(1)

    // The model: ChatOpenAI with the unik's credential (pointing at the fake model server).
    await page.getByTestId('node-llmAgentflow_0').getByRole('button', { name: 'Edit parameters' }).click()
    const dialog = page.getByRole('dialog')
    // The list of models loads when the select is first used (focused), as a click does.
    const model = dialog.getByRole('combobox', { name: 'Model', exact: true })
    await model.focus()
    await model
      .locator('option', { hasText: 'ChatOpenAI' })
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 })
    await model.selectOption({ label: 'ChatOpenAI' })
    const credential = dialog.getByTestId('config-llmModel').locator('select').first()
    await credential
      .locator('option', { hasText: 'Fake OpenAI' })
      .waitFor({ state: 'attached', timeout: 15_000 })
    await credential.selectOption({ label: 'Fake OpenAI' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await screenshot(page, 'agentflow-v2-new-canvas-light-en')

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const nameDialog = page.getByRole('dialog')
    await nameDialog.getByRole('textbox', { name: 'Name' }).fill('Fresh v2')
    await nameDialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/agentcanvas\/[0-9a-f-]{36}$/)
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    expect(stored.type).toBe('AGENTFLOW')
    const data = JSON.parse(stored.flowData) as TFlowData
    expect(data.nodes.map((n) => n.data.name).sort()).toEqual(['llmAgentflow', 'startAgentflow'])
    expect(data.edges).toMatchObject([
      { source: 'startAgentflow_0', target: 'llmAgentflow_0', targetHandle: 'llmAgentflow_0' },
    ])

    journey.fake.queue({ content: 'Hello from a fresh v2 flow.' })
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('Hi there')
    await input.press('Enter')
    await panel.getByTestId('chat-answer').nth(1).getByText('Hello from a fresh v2 flow.').first().waitFor()
    await screenshot(page, 'agentflow-v2-new-chat-light-en')

    // Made public, the prediction API runs it too; a reload opens it as v2 again (Start and LLM, one edge).
    await journey.api(`/uniks/${journey.unikId}/chatflows/${flowId}`, {
      method: 'PUT',
      body: JSON.stringify({ version: stored.version, isPublic: true }),
    })
    journey.fake.queue({ content: 'Answered through the API.' })
    const res = await fetch(`${journey.server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Hello?' }),
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { text: string }).text).toBe('Answered through the API.')
    await page.reload()
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(2)
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(1)
    await page.goto(`/uniks/${journey.unikId}/agentflows`)
    await expect
      .poll(() => page.getByTestId('agent-kind').first().textContent(), { timeout: 15_000 })
      .toBe('Agentflow v2')
    await context.close()
  })

  it('shows the choice and the v2 palette in Russian (dark); a v1 flow keeps its own palette', async () => {
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    await addNew(page, 'Создать', /^Agentflow v2/)
    await screenshot(page, 'agentflow-v2-new-menu-dark-ru')
    await page.getByRole('menuitem', { name: /^Agentflow v2/ }).click()
    await page.getByTestId('node-startAgentflow_0').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: RU_PALETTE.toggle }).click()
    await page.getByRole('button', { name: /^Управление потоком \(7\)/ }).click()
    await page
      .locator('[draggable="true"]')
      .filter({ hasText: /^Условие/ })
      .first()
      .waitFor()
    await settled(page)
    await screenshot(page, 'agentflow-v2-new-palette-dark-ru')

    await addNew(page, 'Создать', /^Последовательные агенты \(v1\)/)
    await page.getByRole('menuitem', { name: /^Последовательные агенты \(v1\)/ }).click()
    await page.waitForURL(/\/agentcanvas$/)
    await page.locator('.react-flow__pane').waitFor()
    expect(await page.locator('.react-flow__node').count()).toBe(0)
    await page.getByRole('button', { name: RU_PALETTE.toggle }).click()
    await page.getByRole('button', { name: /^Мультиагенты \(2\)/ }).waitFor()
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Последовательные агенты',
      'LangChain',
      'UPDL-сцены',
    ])
    // The LangChain tab of a v1 flow finds LLM Chain, not the v2 LLM node.
    await page.getByRole('tab', { name: 'LangChain' }).click()
    await page.getByRole('textbox', { name: RU_PALETTE.search }).fill('LLM')
    await page.locator('img[src$="/node-icon/llmChain"]').waitFor()
    expect(await page.locator('img[src*="Agentflow"]').count()).toBe(0)
    await context.close()
  })
})
