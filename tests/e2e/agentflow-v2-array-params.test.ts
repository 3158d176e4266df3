// Browser journey for Agentflow v2 array params: on an Agent node's dialog a person adds a tool
// row by choosing Requests Get from the row's dropdown, fills the tool's own URL setting shown under it
// and asks for approval, adds a system message row, saves; the flow stores Flowise's shape
// (`agentTools[].agentSelectedToolConfig`), and after a reload the form shows the same values. The raw
// JSON toggle shows the same rows. Screenshots light/en and dark/ru.
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const USER = { email: 'agentflow-v2-arrays@example.com', password: 'agentflowv2arrays1' }
const URL_SETTING = 'https://api.example.com/weather'
const SYSTEM = 'You answer questions about the weather.'

// No model is called: the journey edits and saves, so no fake model server and no credential.
const journey = setUpJourney({ user: USER, unikName: 'Arrays space', fakeOpenAI: false })
let flowId = ''

/** Start → Agent, the Agent with nothing set (its params come from the catalogue when the flow opens). */
function startAndAgent(): string {
  const fixture = JSON.parse(readAgentflowV2Fixture('support-desk.json').text) as TFlowData
  const start = fixture.nodes.find((n) => n.id === 'startAgentflow_0')
  if (!start) throw new Error('fixture changed')
  const agent = {
    id: 'agentAgentflow_0',
    position: { x: 320, y: 200 },
    type: 'agentFlow',
    data: {
      id: 'agentAgentflow_0',
      label: 'Agent',
      name: 'agentAgentflow',
      version: 1,
      type: 'Agent',
      baseClasses: ['Agent'],
      category: 'Agent Flows',
      inputParams: [],
      inputAnchors: [],
      inputs: {},
      outputAnchors: [],
      outputs: {},
    },
  }
  const edge = {
    id: 'start-agent',
    source: 'startAgentflow_0',
    sourceHandle: 'startAgentflow_0-output-startAgentflow',
    target: 'agentAgentflow_0',
    targetHandle: 'agentAgentflow_0',
    type: 'agentFlow',
  }
  return JSON.stringify({ nodes: [start, agent], edges: [edge] })
}

beforeAll(async () => {
  const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Weather agent', type: 'AGENTFLOW', flowData: startAndAgent() }),
  })
  flowId = flow.id
})

async function openAgentDialog(page: Page): Promise<Locator> {
  await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
  const card = page.getByTestId('node-agentAgentflow_0')
  await card.waitFor({ timeout: 15_000 })
  await card.getByRole('button', { name: /^(Edit parameters|Изменить параметры)$/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('array-agentTools').waitFor()
  await settled(page)
  return dialog
}

const storedAgentInputs = async () => {
  const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
  const data = JSON.parse(stored.flowData) as TFlowData
  return data.nodes.find((n) => n.id === 'agentAgentflow_0')?.data.inputs ?? {}
}

describe('agentflow v2 array params journey', () => {
  it('adds a tool row with its inline setting and a message row, saves, and reads them back', async () => {
    const { context, page } = await journey.signedInPage()
    let dialog = await openAgentDialog(page)
    const tools = dialog.getByTestId('array-agentTools')
    await tools.getByRole('button', { name: 'Add Tools' }).click()
    const tool = tools.getByRole('combobox', { name: 'Tool', exact: true })
    // The catalogue's tools load when the select is first used, as a click does.
    await tool.focus()
    await tool.locator('option', { hasText: 'Requests Get' }).waitFor({ state: 'attached', timeout: 15_000 })
    await tool.selectOption({ label: 'Requests Get' })
    const config = tools.getByTestId('config-agentSelectedTool')
    await config.getByRole('textbox', { name: 'URL', exact: true }).fill(URL_SETTING)
    await tools.getByRole('switch', { name: 'Require Human Input' }).check()

    const messages = dialog.getByTestId('array-agentMessages')
    await messages.getByRole('button', { name: 'Add Messages' }).click()
    await messages.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'System' })
    await messages.getByRole('textbox', { name: 'Content' }).fill(SYSTEM)
    await screenshot(page, 'agentflow-v2-arrays-form-light-en')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(async () => (await storedAgentInputs()).agentMessages, { timeout: 15_000 })
      .toEqual([{ role: 'system', content: SYSTEM }])
    // Flowise's shape: the choice, its config echoing the choice, the approval flag.
    expect((await storedAgentInputs()).agentTools).toEqual([
      {
        agentSelectedTool: 'requestsGet',
        agentSelectedToolRequiresHumanInput: true,
        agentSelectedToolConfig: { agentSelectedTool: 'requestsGet', requestsGetUrl: URL_SETTING },
      },
    ])

    await page.reload()
    dialog = await openAgentDialog(page)
    const reloaded = dialog.getByTestId('array-agentTools')
    expect(await reloaded.getByTestId('array-agentTools-row').count()).toBe(1)
    await expect
      .poll(() => reloaded.getByRole('combobox', { name: 'Tool', exact: true }).inputValue())
      .toBe('requestsGet')
    expect(
      await reloaded
        .getByTestId('config-agentSelectedTool')
        .getByRole('textbox', { name: 'URL', exact: true })
        .inputValue(),
    ).toBe(URL_SETTING)
    const approval = reloaded.getByRole('switch', { name: 'Require Human Input' })
    expect(await approval.isChecked()).toBe(true)
    const reloadedMessages = dialog.getByTestId('array-agentMessages')
    expect(await reloadedMessages.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('system')
    expect(await reloadedMessages.getByRole('textbox', { name: 'Content' }).inputValue()).toBe(SYSTEM)
    await approval.scrollIntoViewIfNeeded()
    await screenshot(page, 'agentflow-v2-arrays-reloaded-light-en')
    await context.close()
  })

  it('gives a Condition an output for each condition row added in the form', async () => {
    const condition = {
      id: 'conditionAgentflow_0',
      position: { x: 320, y: 400 },
      type: 'agentFlow',
      data: {
        id: 'conditionAgentflow_0',
        label: 'Condition',
        name: 'conditionAgentflow',
        version: 1,
        type: 'Condition',
        baseClasses: ['Condition'],
        category: 'Agent Flows',
        inputParams: [],
        inputAnchors: [],
        inputs: { conditions: [{ type: 'string', value1: '', operation: 'equal', value2: '' }] },
        outputAnchors: [],
        outputs: {},
      },
    }
    const flowData = JSON.parse(startAndAgent()) as TFlowData
    flowData.nodes = [flowData.nodes[0], condition] as TFlowData['nodes']
    flowData.edges = []
    const made = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Branches', type: 'AGENTFLOW', flowData: JSON.stringify(flowData) }),
    })
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}/agentcanvas/${made.id}`)
    const card = page.getByTestId('node-conditionAgentflow_0')
    await card.waitFor({ timeout: 15_000 })
    const outputs = page.locator('[data-id="conditionAgentflow_0"] .react-flow__handle.source')
    await expect.poll(() => outputs.count()).toBe(2)
    await card.getByRole('button', { name: 'Edit parameters' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('array-conditions').getByRole('button', { name: 'Add Conditions' }).click()
    expect(await dialog.getByTestId('array-conditions-row').count()).toBe(2)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => outputs.count()).toBe(3)
    await screenshot(page, 'agentflow-v2-arrays-condition-light-en')
    await context.close()
  })

  it('shows the rows in Russian (dark), and the same rows as JSON behind the toggle', async () => {
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    const dialog = await openAgentDialog(page)
    const tools = dialog.getByTestId('array-agentTools')
    await tools.getByRole('button', { name: 'Добавить: Инструменты' }).waitFor()
    await tools.getByTestId('config-agentSelectedTool').waitFor()
    await screenshot(page, 'agentflow-v2-arrays-form-dark-ru')
    await tools.getByRole('button', { name: 'Редактировать как JSON' }).click()
    const raw = tools.getByRole('button', { name: 'Инструменты', exact: true })
    expect(JSON.parse((await raw.textContent()) ?? '')).toEqual((await storedAgentInputs()).agentTools)
    expect(await tools.getByTestId('array-agentTools-row').count()).toBe(0)
    await screenshot(page, 'agentflow-v2-arrays-json-dark-ru')
    await tools.getByRole('button', { name: 'Редактировать как форму' }).click()
    expect(await tools.getByTestId('array-agentTools-row').count()).toBe(1)
    await context.close()
  })
})
