// Browser journey for Agentflow v2: a Flowise-shaped v2 flow made through the API is listed as
// "Agentflow v2", opens on the agent canvas with every node known and every edge attached, answers in
// the chat (the LLM's step shown above the reply), and pauses at Human Input until Proceed / Reject.
// Screenshots in light/en and dark/ru.
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const USER = { email: 'agentflow-v2-user@example.com', password: 'agentflowv2pass1' }

const journey = setUpJourney({ user: USER, unikName: 'Support space' })
let flowId = ''

/** The fixture with this unik's credential, and one more reply after the LLM (so its step shows). */
function supportDesk(credential: string): string {
  const flow = JSON.parse(
    readAgentflowV2Fixture('support-desk.json').text.replace(
      '"credential": ""',
      `"credential": "${credential}"`,
    ),
  ) as TFlowData
  const reply = flow.nodes.find((n) => n.id === 'directReplyAgentflow_1')
  if (!reply) throw new Error('fixture changed')
  const closing = structuredClone(reply)
  closing.id = 'directReplyAgentflow_2'
  closing.position = { x: 880, y: 320 }
  closing.data = {
    ...closing.data,
    id: closing.id,
    label: 'Closing',
    inputs: { directReplyMessage: 'Anything else?' },
  }
  flow.nodes.push(closing)
  flow.edges.push({
    id: 'llm-closing',
    source: 'llmAgentflow_0',
    sourceHandle: 'llmAgentflow_0-output-llmAgentflow',
    target: closing.id,
    targetHandle: closing.id,
    type: 'agentFlow',
  })
  return JSON.stringify(flow)
}

beforeAll(async () => {
  const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Support desk',
      type: 'AGENTFLOW',
      flowData: supportDesk(journey.credentialId),
    }),
  })
  flowId = flow.id
})

async function openCanvas(page: Page) {
  await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
  await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(7)
  await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(6)
}

/** The steps list of the chat answer that says `answer`. */
function keptSteps(panel: Locator, answer: string, stepsLabel: string): Locator {
  return panel
    .getByTestId('chat-answer')
    .filter({ hasText: answer })
    .last()
    .getByRole('list', { name: stepsLabel })
}

describe('agentflow v2 journey', () => {
  it('lists the flow as Agentflow v2 and shows its nodes as known cards with every edge', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/agentflows`)
    await expect
      .poll(() => page.getByTestId('agent-kind').first().textContent(), { timeout: 15_000 })
      .toBe('Agentflow v2')
    await screenshot(page, 'agentflow-v2-list-light')
    await openCanvas(page)
    expect(await page.locator('.uf-card--unknown').count()).toBe(0)
    const human = page.getByTestId('node-humanInputAgentflow_0')
    await human.getByText('Proceed').waitFor()
    await human.getByText('Reject').waitFor()
    await screenshot(page, 'agentflow-v2-canvas-light')
    // A v2 node's params open in the dialog: the model is a chat-model node of the catalogue.
    await page.getByTestId('node-llmAgentflow_0').getByRole('button', { name: 'Edit parameters' }).click()
    const dialog = page.getByRole('dialog')
    await expect
      .poll(
        () =>
          dialog
            .getByRole('combobox', { name: 'Model', exact: true })
            .locator('option:checked')
            .textContent(),
        {
          timeout: 15_000,
        },
      )
      .toBe('ChatOpenAI')
    // ChatOpenAI's own credential and settings sit under the choice.
    const config = dialog.getByTestId('config-llmModel')
    await expect
      .poll(() => config.locator('select').first().locator('option:checked').textContent(), {
        timeout: 15_000,
      })
      .toBe('Fake OpenAI')
    await config.getByText('Model Name').waitFor()
    // The dialog fades in: shoot it once its transitions have finished.
    await settled(page)
    await screenshot(page, 'agentflow-v2-params-light')
    await page.context().close()
  })

  it('answers in the chat with the steps, and a Human Input waits for Proceed', async () => {
    const page = await journey.newPage()
    await openCanvas(page)
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    journey.fake.queue({ content: 'Restart the router.' })
    await input.fill('My internet is down')
    await input.press('Enter')
    const answer = panel.getByTestId('chat-answer').nth(1)
    await answer.getByText('Anything else?').first().waitFor()
    const steps = answer.getByRole('list', { name: 'Agent steps' })
    await steps.getByText('Support answer').waitFor()
    await steps.getByText('Restart the router.').waitFor()
    await screenshot(page, 'agentflow-v2-steps-light')
    const live = await steps.getByRole('listitem').allTextContents()
    expect(live.length).toBeGreaterThan(2) // every node ran: Start, the condition, the LLM, the closing reply

    // Reopened after a reload, the answer shows the same steps: they are stored with it.
    await page.reload()
    await openCanvas(page)
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const kept = keptSteps(page.getByRole('dialog', { name: 'Chat' }), 'Restart the router.', 'Agent steps')
    await kept.getByText('Support answer').waitFor()
    expect(await kept.getByRole('listitem').allTextContents()).toEqual(live)
    await screenshot(page, 'agentflow-v2-kept-steps-light')

    await input.fill('I need a refund')
    await input.press('Enter')
    const paused = panel.getByTestId('chat-answer').nth(2)
    await paused.getByText('Send the refund form to the customer?').first().waitFor()
    await paused.getByText('Your decision:').waitFor()
    await screenshot(page, 'agentflow-v2-human-input-light')
    await paused.getByRole('button', { name: 'Proceed' }).click()
    await panel
      .getByTestId('chat-answer')
      .nth(3)
      .getByText('The refund form is on its way.')
      .first()
      .waitFor()
    await page.context().close()
  })

  it('shows the canvas and the decision in dark mode and in Russian; Reject takes the other branch', async () => {
    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await openCanvas(page)
    await screenshot(page, 'agentflow-v2-canvas-dark-ru')
    await page.getByRole('button', { name: 'Чат', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Чат' })
    const input = panel.getByRole('textbox').last()
    await input.fill('refund, please')
    await input.press('Enter')
    await panel.getByText('Ваше решение:').waitFor()
    await screenshot(page, 'agentflow-v2-human-input-dark-ru')
    await panel.getByRole('button', { name: 'Reject' }).click()
    await panel.getByText('No refund form was sent.').first().waitFor()
    // Reopened in Russian, the answer keeps the steps of its run.
    await page.reload()
    await openCanvas(page)
    await page.getByRole('button', { name: 'Чат', exact: true }).click()
    const kept = keptSteps(
      page.getByRole('dialog', { name: 'Чат' }),
      'No refund form was sent.',
      'Шаги агентов',
    )
    await kept.getByText('Refund declined').waitFor()
    await settled(page)
    await screenshot(page, 'agentflow-v2-kept-steps-dark-ru')
    await page.goto(`/uniks/${journey.unikId}/agentflows`)
    await page.getByTestId('agent-kind').first().waitFor()
    await screenshot(page, 'agentflow-v2-list-dark-ru')
    await page.context().close()
  })
})
