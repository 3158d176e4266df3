// Browser journey for Sequential Agents: an agentflow from the templates opens on the agent
// canvas, runs at the fake model, pauses for approval before its tool, and goes on after Proceed; the
// chat shows the agents' steps. Screenshots in light and dark/ru.
import { describe, expect, it } from 'vitest'
import type { TChatflow } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'agentflow-user@example.com', password: 'agentflowpass1' }
const CREDENTIAL = 'Fake OpenAI'

const journey = setUpJourney({ user: USER, unikName: 'Agents space', credential: CREDENTIAL })
let flowId = ''

describe('sequential agents journey', () => {
  it('uses an agentflow template, approves a tool call in the chat and gets the agent answer', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/templates`)
    await chooseOption(page, page.getByRole('combobox', { name: 'Type' }), 'Agentflow', true)
    await page.getByRole('article', { name: 'Approval Before Tools' }).click()
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(5)
    await page.getByRole('button', { name: 'Use template' }).click()
    await page.waitForURL(/\/agentcanvas\/[0-9a-f-]{36}$/)
    flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect((await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)).type).toBe(
      'MULTIAGENT',
    )

    await page
      .getByTestId('node-chatOpenAI_0')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: CREDENTIAL }) })
      .selectOption({ label: CREDENTIAL })
    await page.keyboard.press('Control+s')
    await expect
      .poll(
        async () => (await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)).version,
      )
      .toBe(2)
    await screenshot(page, 'agentflow-canvas-light')

    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    journey.fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] })
    await input.fill('What is 6 * 7?')
    await input.press('Enter')
    const answer = panel.getByTestId('chat-answer').nth(1)
    await answer.getByText('The agent wants to use:').waitFor()
    await screenshot(page, 'agentflow-approval-light')

    journey.fake.queue({ content: 'Six times seven is 42.' })
    await answer.getByRole('button', { name: 'Proceed' }).click()
    const second = panel.getByTestId('chat-answer').nth(2)
    await second.getByText('Six times seven is 42.').first().waitFor()
    await second.getByRole('listitem').filter({ hasText: 'calculator' }).waitFor()
    // The step that gave the answer is not repeated above it.
    expect(await second.getByRole('list', { name: 'Agent steps' }).count()).toBe(0)
    // The approval buttons are gone once answered; the tool ran with the model's arguments.
    expect(await answer.getByRole('button', { name: 'Proceed' }).count()).toBe(0)
    const toolTurn = journey.fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body
    expect(JSON.stringify(toolTurn)).toContain('"content":"42"')
    await screenshot(page, 'agentflow-answer-light')
    await page.context().close()
  })

  it('shows the approval in dark mode and in Russian', async () => {
    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
    await page.getByRole('button', { name: 'Чат', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Чат' })
    journey.fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 2' } }] })
    const input = panel.getByRole('textbox').last()
    await input.fill('2 + 2?')
    await input.press('Enter')
    await panel.getByText('Агент хочет вызвать:').waitFor()
    await screenshot(page, 'agentflow-approval-dark-ru')
    journey.fake.queue({ content: 'Без калькулятора: 4.' })
    await panel.getByRole('button', { name: 'Reject' }).click()
    await panel.getByText('Без калькулятора: 4.').first().waitFor()
    await page.context().close()
  })

  it('shows what each agent said before the answer (Draft and Review)', async () => {
    const template = await journey.api<{ flowData: string }>(
      `/uniks/${journey.unikId}/marketplaces/templates/draft-and-review`,
    )
    const credentials = await journey.api<{ id: string; name: string }[]>(
      `/uniks/${journey.unikId}/credentials`,
    )
    const flowData = JSON.parse(template.flowData) as {
      nodes: { data: { name: string; credential?: string } }[]
    }
    for (const node of flowData.nodes)
      if (node.data.name === 'chatOpenAI') node.data.credential = credentials[0]?.id ?? ''
    const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Draft and Review',
        type: 'MULTIAGENT',
        flowData: JSON.stringify(flowData),
      }),
    })
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flow.id}`)
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    journey.fake.queue(
      { content: 'Draft: the sky is blue because of scattering.' },
      { content: 'The sky looks blue because air scatters blue light most.' },
    )
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('Why is the sky blue?')
    await input.press('Enter')
    const answer = panel.getByTestId('chat-answer').nth(1)
    await answer.getByText('The sky looks blue because air scatters blue light most.').waitFor()
    const steps = answer.getByRole('list', { name: 'Agent steps' })
    await steps.getByText('Writer').waitFor()
    await steps.getByText('Draft: the sky is blue because of scattering.').waitFor()
    await screenshot(page, 'agentflow-steps-light')
    await page.context().close()
  })
})
