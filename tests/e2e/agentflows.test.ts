// Browser journey for Sequential Agents (issue 12): an agentflow from the templates opens on the agent
// canvas, runs at the fake model, pauses for approval before its tool, and goes on after Proceed; the
// chat shows the agents' steps. Screenshots in light and dark/ru.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import {
  addFakeOpenAiCredential,
  journeyUser,
  signedInPage as openSignedIn,
  type ApiCall,
} from '../support/journey'

const USER = { email: 'agentflow-user@example.com', password: 'agentflowpass1' }
const CREDENTIAL = 'Fake OpenAI'

let server: RunningServer
let browser: Browser
let fake: FakeOpenAI
let token: string
let unikId: string
let api: ApiCall
let flowId = ''

beforeAll(async () => {
  fake = await startFakeOpenAI()
  server = await startAppServer()
  browser = await launchBrowser()
  ;({ token, unikId, api } = await journeyUser(server, USER, 'Agents space'))
  await addFakeOpenAiCredential({ token, unikId, api }, fake.baseUrl, CREDENTIAL)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

const signedInPage = async (options: { dark?: boolean; lang?: string } = {}) =>
  (await openSignedIn(browser, server, token, options)).page

describe('sequential agents journey', () => {
  it('uses an agentflow template, approves a tool call in the chat and gets the agent answer', async () => {
    const page = await signedInPage()
    await page.goto(`/uniks/${unikId}/templates`)
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Agentflow', exact: true }).click()
    await page.getByRole('article', { name: 'Approval Before Tools' }).click()
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(5)
    await page.getByRole('button', { name: 'Use template' }).click()
    await page.waitForURL(/\/agentcanvas\/[0-9a-f-]{36}$/)
    flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect((await api<TChatflow>(`/uniks/${unikId}/chatflows/${flowId}`)).type).toBe('MULTIAGENT')

    await page
      .getByTestId('node-chatOpenAI_0')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: CREDENTIAL }) })
      .selectOption({ label: CREDENTIAL })
    await page.keyboard.press('Control+s')
    await expect
      .poll(async () => (await api<TChatflow>(`/uniks/${unikId}/chatflows/${flowId}`)).version)
      .toBe(2)
    await screenshot(page, 'agentflow-canvas-light')

    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] })
    await input.fill('What is 6 * 7?')
    await input.press('Enter')
    const answer = panel.getByTestId('chat-answer').nth(1)
    await answer.getByText('The agent wants to use:').waitFor()
    await screenshot(page, 'agentflow-approval-light')

    fake.queue({ content: 'Six times seven is 42.' })
    await answer.getByRole('button', { name: 'Proceed' }).click()
    const second = panel.getByTestId('chat-answer').nth(2)
    await second.getByText('Six times seven is 42.').first().waitFor()
    await second.getByRole('listitem').filter({ hasText: 'calculator' }).waitFor()
    // The step that gave the answer is not repeated above it.
    expect(await second.getByRole('list', { name: 'Agent steps' }).count()).toBe(0)
    // The approval buttons are gone once answered; the tool ran with the model's arguments.
    expect(await answer.getByRole('button', { name: 'Proceed' }).count()).toBe(0)
    const toolTurn = fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-1)?.body
    expect(JSON.stringify(toolTurn)).toContain('"content":"42"')
    await screenshot(page, 'agentflow-answer-light')
    await page.context().close()
  })

  it('shows the approval in dark mode and in Russian', async () => {
    const page = await signedInPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${unikId}/agentcanvas/${flowId}`)
    await page.getByRole('button', { name: 'Чат', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Чат' })
    fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 2' } }] })
    const input = panel.getByRole('textbox').last()
    await input.fill('2 + 2?')
    await input.press('Enter')
    await panel.getByText('Агент хочет вызвать:').waitFor()
    await screenshot(page, 'agentflow-approval-dark-ru')
    fake.queue({ content: 'Без калькулятора: 4.' })
    await panel.getByRole('button', { name: 'Reject' }).click()
    await panel.getByText('Без калькулятора: 4.').first().waitFor()
    await page.context().close()
  })

  it('shows what each agent said before the answer (Draft and Review)', async () => {
    const template = await api<{ flowData: string }>(
      `/uniks/${unikId}/marketplaces/templates/draft-and-review`,
    )
    const credentials = await api<{ id: string; name: string }[]>(`/uniks/${unikId}/credentials`)
    const flowData = JSON.parse(template.flowData) as {
      nodes: { data: { name: string; credential?: string } }[]
    }
    for (const node of flowData.nodes)
      if (node.data.name === 'chatOpenAI') node.data.credential = credentials[0]?.id ?? ''
    const flow = await api<TChatflow>(`/uniks/${unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Draft and Review',
        type: 'MULTIAGENT',
        flowData: JSON.stringify(flowData),
      }),
    })
    const page = await signedInPage()
    await page.goto(`/uniks/${unikId}/agentcanvas/${flow.id}`)
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    fake.queue(
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
