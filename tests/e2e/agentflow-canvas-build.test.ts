// Browser journey for Sequential Agents built by hand: on an empty agent canvas, every node is
// dragged from the palette and every edge drawn between handles — Start → Agent (Calculator, approval on)
// → Condition → two LLM Nodes → End. The chat asks before the tool, Proceed runs it, the condition picks
// the branch and the agents' messages show. Screenshots light/en and dark/ru, palette groups included.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { TChatflow, TChatSessionList } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { connect, connectOutput, fetchFlow } from '../support/canvas'
import { setUpJourney } from '../support/journey'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'agent-builder@example.com', password: 'agentbuilder1' }
const CREDENTIAL = 'Fake OpenAI'

const journey = setUpJourney({ user: USER, unikName: 'Builders', credential: CREDENTIAL })
let flowId = ''

/** Drags the palette item whose label matches `item` (searched by `search`) from tab `tab` onto the pane. */
async function dropNode(page: Page, tab: string, search: string, item: RegExp, at: { x: number; y: number }) {
  const toggle = page.getByRole('button', { name: 'Add nodes' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await page.getByRole('tab', { name: tab }).click()
  await page.getByRole('textbox', { name: 'Search nodes' }).fill(search)
  const source = page.locator('[draggable="true"]').filter({ hasText: item }).first()
  await source.waitFor()
  let last = ''
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await source.boundingBox())
    if (box === last) break
    last = box
    await page.waitForTimeout(100)
  }
  await source.dragTo(page.locator('.react-flow__pane'), { targetPosition: at, force: true })
}

/** The agent steps stored with the flow's newest answer. */
async function lastSteps(): Promise<string[]> {
  const list = await journey.api<TChatSessionList>(`/uniks/${journey.unikId}/chatflows/${flowId}/messages`)
  const answers = list.sessions.flatMap((s) => s.messages).filter((m) => m.role === 'apiMessage')
  const newest = answers.sort((a, b) => a.createdDate.localeCompare(b.createdDate)).at(-1)
  return (newest?.agentReasoning ?? []).map((r) => r.agentName)
}

describe('building an agentflow on the canvas', () => {
  it('drops and wires Start → Agent → Condition → LLM Nodes → End, approves the tool and gets the branch’s answer', async () => {
    const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Hand-built agents',
        type: 'MULTIAGENT',
        flowData: '{"nodes":[],"edges":[]}',
      }),
    })
    flowId = flow.id
    const page = await journey.newPage()
    await page.setViewportSize({ width: 2560, height: 1500 })
    await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
    await page.locator('.react-flow__pane').waitFor({ timeout: 15_000 })

    // The agents tab groups its nodes under translated category headers.
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByRole('tab', { name: 'Sequential agents' }).click()
    await page.getByRole('button', { name: /^Sequential Agents \(\d+\)$/ }).waitFor()
    await screenshot(page, 'agentflow-build-palette-light')

    await dropNode(page, 'LangChain', 'Calculator', /^Calculator/, { x: 860, y: 1050 })
    await dropNode(page, 'LangChain', 'ChatOpenAI', /^ChatOpenAI/, { x: 480, y: 560 })
    await dropNode(page, 'Sequential agents', 'Start', /^Start/, { x: 860, y: 40 })
    await dropNode(page, 'Sequential agents', 'Agent', /^Agent/, { x: 1220, y: 40 })
    await dropNode(page, 'Sequential agents', 'Condition', /^Condition(?! Agent)/, { x: 1580, y: 40 })
    await dropNode(page, 'Sequential agents', 'LLM Node', /^LLM Node/, { x: 1940, y: 40 })
    await dropNode(page, 'Sequential agents', 'LLM Node', /^LLM Node/, { x: 1940, y: 760 })
    await dropNode(page, 'Sequential agents', 'End', /^End/, { x: 2330, y: 40 })
    await dropNode(page, 'Sequential agents', 'End', /^End/, { x: 2330, y: 760 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    const ids = ['chatOpenAI_0', 'calculator_0', 'seqStart_0', 'seqAgent_0', 'seqCondition_0']
    for (const id of [...ids, 'seqLLMNode_0', 'seqLLMNode_1', 'seqEnd_0', 'seqEnd_1'])
      await page.getByTestId(`node-${id}`).waitFor({ timeout: 15_000 })

    await page
      .getByTestId('node-chatOpenAI_0')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: CREDENTIAL }) })
      .selectOption({ label: CREDENTIAL })
    const agent = page.getByTestId('node-seqAgent_0')
    await agent.getByRole('textbox', { name: 'Agent Name' }).fill('Cashier')
    await agent.getByRole('switch', { name: 'Require Approval' }).check()
    await page.getByTestId('node-seqLLMNode_0').getByRole('textbox', { name: 'Name' }).fill('Reporter')
    await page.getByTestId('node-seqLLMNode_1').getByRole('textbox', { name: 'Name' }).fill('Apologist')
    const condition = page.getByTestId('node-seqCondition_0')
    await condition.getByRole('button', { name: 'Add row' }).click()
    await condition.getByRole('textbox', { name: 'Variable' }).fill('$flow.output.content')
    await chooseOption(page, condition.getByRole('combobox', { name: 'Operation' }), 'Contains', true)
    await condition.getByRole('textbox', { name: 'Value' }).fill('42')
    await condition.getByRole('textbox', { name: 'Output Name' }).fill('Answered')
    await page.locator(`[data-id="seqCondition_0"] [data-handleid*="-output-answered-"]`).waitFor()

    const edges = page.locator('.react-flow__edge')
    // Each edge is one drag between handles; a drag the loaded machine dropped is drawn again.
    const wire = async (draw: () => Promise<void>) => {
      const before = await edges.count()
      for (let attempt = 0; attempt < 3 && (await edges.count()) === before; attempt++) {
        await draw()
        await expect
          .poll(() => edges.count(), { timeout: 3_000 })
          .toBe(before + 1)
          .catch(() => undefined)
      }
    }
    await wire(() => connect(page, 'chatOpenAI_0', 'seqStart_0', 'model'))
    await wire(() => connect(page, 'calculator_0', 'seqAgent_0', 'tools'))
    await wire(() => connect(page, 'seqStart_0', 'seqAgent_0', 'sequentialNode'))
    await wire(() => connect(page, 'seqAgent_0', 'seqCondition_0', 'sequentialNode'))
    await wire(() => connectOutput(page, 'seqCondition_0', 'answered', 'seqLLMNode_0', 'sequentialNode'))
    await wire(() => connectOutput(page, 'seqCondition_0', 'end', 'seqLLMNode_1', 'sequentialNode'))
    await wire(() => connect(page, 'seqLLMNode_0', 'seqEnd_0', 'sequentialNode'))
    await wire(() => connect(page, 'seqLLMNode_1', 'seqEnd_1', 'sequentialNode'))
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(8)
    await page.locator('.react-flow__controls-fitview').click()

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/chatflows/'),
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await saved
    const stored = await fetchFlow(journey.server.url, journey.token, journey.unikId, flowId)
    expect(stored.flow.nodes).toHaveLength(9)
    expect(stored.flow.edges).toHaveLength(8)
    const inputsOf = (id: string) => stored.flow.nodes.find((n) => n.id === id)?.data.inputs ?? {}
    expect(inputsOf('seqAgent_0')).toMatchObject({ agentName: 'Cashier', interrupt: true })
    expect(inputsOf('seqLLMNode_0').sequentialNode).toEqual(['{{seqCondition_0.data.instance}}'])
    await screenshot(page, 'agentflow-build-canvas-light')

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    journey.fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] })
    await input.fill('What is 6 * 7?')
    await input.press('Enter')
    const paused = panel.getByTestId('chat-answer').nth(1)
    await paused.getByText('The agent wants to use:').waitFor()

    journey.fake.queue(
      { content: 'The result is 42.' },
      { content: 'Reporter here: six times seven makes 42.' },
    )
    await paused.getByRole('button', { name: 'Proceed' }).click()
    const answer = panel.getByTestId('chat-answer').nth(2)
    await answer.getByText('Reporter here: six times seven makes 42.').first().waitFor()
    const steps = answer.getByRole('list', { name: 'Agent steps' })
    await steps.getByText('Cashier').first().waitFor()
    await steps.getByText('The result is 42.').waitFor()
    await answer.getByRole('listitem').filter({ hasText: 'calculator' }).first().waitFor()
    const toolTurn = journey.fake.calls.filter((c) => c.path.endsWith('/chat/completions')).at(-2)?.body
    expect(JSON.stringify(toolTurn)).toContain('"content":"42"')
    expect(await lastSteps()).toEqual(['Cashier', 'Reporter'])
    await screenshot(page, 'agentflow-build-answer-light')
    await page.context().close()
  })

  it('in dark mode and Russian: translated palette groups, Reject, and the other branch answers', async () => {
    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
    await page.getByTestId('node-seqEnd_1').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Добавить узлы' }).click()
    await page.getByRole('tab', { name: 'Последовательные агенты' }).click()
    await page.getByRole('button', { name: /^Последовательные агенты \(\d+\)$/ }).waitFor()
    await screenshot(page, 'agentflow-build-palette-dark-ru')
    await page.getByRole('button', { name: 'Добавить узлы' }).click()

    await page.getByRole('button', { name: 'Чат', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Чат' })
    const input = panel.getByRole('textbox').last()
    journey.fake.queue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 2' } }] })
    await input.fill('2 + 2?')
    await input.press('Enter')
    await panel.getByText('Агент хочет вызвать:').waitFor()
    journey.fake.queue({ content: 'I did not count.' }, { content: 'Sorry, no calculation this time.' })
    await panel.getByRole('button', { name: 'Reject' }).click()
    await panel.getByText('Sorry, no calculation this time.').first().waitFor()
    await panel.getByRole('list', { name: 'Шаги агентов' }).getByText('I did not count.').waitFor()
    // The condition found no "42": the End outcome's LLM Node answered (the stored steps say which).
    expect(await lastSteps()).toEqual(['Cashier', 'Apologist'])
    await screenshot(page, 'agentflow-build-answer-dark-ru')
    await page.context().close()
  })
})
