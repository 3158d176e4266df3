// Browser journey for the Runs page: a flow asked through the prediction API and in the canvas chat, the
// list filtered by source, a run's trace opened, its question replayed against a changed draft (both
// answers side by side) and the run added to a dataset; screenshots in light/dark, en/ru.
import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TDatasetWithRows } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { createLlmChainFlow } from '../support/llm-chain-flow'
import { chooseOption } from '../support/choose-option'

const j = setUpJourney({
  user: { email: 'runs-journey@example.com', password: 'runs-pass-123' },
  unikName: 'Operations',
})
let flowId = ''
let datasetId = ''
const pages: Page[] = []
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    for (const [i, p] of pages.entries()) await screenshot(p, `runs-debug-${i}`)
})

/** The flow's prompt template changed to `template` (the draft after the runs). */
function withTemplate(flowData: string, template: string): string {
  const flow = JSON.parse(flowData) as {
    nodes: { data: { name: string; inputs: Record<string, unknown> } }[]
  }
  for (const node of flow.nodes) if (node.data.name === 'promptTemplate') node.data.inputs.template = template
  return JSON.stringify(flow)
}

beforeAll(async () => {
  j.fake.respondWith((req) => {
    const last = req.messages.at(-1)?.content
    return { content: `Answer: ${typeof last === 'string' ? last : JSON.stringify(last)}` }
  })
  const created = await createLlmChainFlow({
    baseUrl: j.server.url,
    token: j.token,
    unikId: j.unikId,
    name: 'Namer',
    fakeBaseUrl: j.fake.baseUrl,
    isPublic: true,
  })
  flowId = created.id
  // A script calls the public flow's prediction API (the canvas chat asks in the journey).
  const api = await fetch(`${j.server.url}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'socks' }),
  })
  expect(api.status).toBe(200)
  // Then the draft changes: it asks for a slogan.
  const flow = await j.api<TChatflow>(`/uniks/${j.unikId}/chatflows/${flowId}`)
  await j.api(`/uniks/${j.unikId}/chatflows/${flowId}`, {
    method: 'PUT',
    body: JSON.stringify({
      version: flow.version,
      flowData: withTemplate(flow.flowData, 'Write a slogan for {product}.'),
    }),
  })
  const dataset = await j.api<TDatasetWithRows>(`/uniks/${j.unikId}/datasets/set`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Golden answers' }),
  })
  datasetId = dataset.id
})

async function openRunsPage(options: { dark?: boolean; lang?: string } = {}): Promise<Page> {
  const page = await j.newPage(options)
  pages.push(page)
  await page.goto(`/uniks/${j.unikId}/runs`)
  await page.getByTestId('run-row').first().waitFor()
  return page
}

describe('runs journey', () => {
  it('filters by source, opens the trace, replays against the draft and adds the run to a dataset', async () => {
    // The canvas chat asks the (changed) draft.
    const canvas = await j.newPage()
    pages.push(canvas)
    await canvas.goto(`/uniks/${j.unikId}/chatflows/${flowId}`)
    await canvas.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = canvas.getByRole('dialog', { name: 'Chat' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('hats')
    await input.press('Enter')
    await panel.getByText('Answer: Write a slogan for hats.').waitFor()
    await canvas.close()

    const page = await openRunsPage()
    await expect.poll(() => page.getByTestId('run-row').count()).toBe(2)
    await page.getByRole('link', { name: 'Runs' }).first().waitFor()

    await chooseOption(page, page.getByLabel('Source'), 'API', true)
    await expect.poll(() => page.getByTestId('run-row').count()).toBe(1)
    await page.getByTestId('run-row').getByText('Namer').waitFor()
    await page.getByTestId('run-row').click()

    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('run-question').getByText('socks').waitFor()
    await dialog
      .getByTestId('run-answer')
      .getByText('What is a good name for a company that makes socks?')
      .waitFor()
    expect(await dialog.getByTestId('run-node').count()).toBeGreaterThan(1)
    await dialog.getByRole('button', { name: /Azure ChatOpenAI/ }).click()

    await dialog.getByRole('button', { name: 'Replay against the draft' }).click()
    await dialog.getByTestId('replay-draft').getByText('Answer: Write a slogan for socks.').waitFor()
    await dialog
      .getByTestId('replay-original')
      .getByText(/company that makes socks/)
      .waitFor()
    await dialog.getByText('Original answer (Draft)').waitFor()

    await chooseOption(page, dialog.getByLabel('Dataset'), 'Golden answers')
    await dialog.getByRole('button', { name: 'Add to dataset' }).click()
    await page.getByText('Added to Golden answers').waitFor()
    const dataset = await j.api<TDatasetWithRows>(`/uniks/${j.unikId}/datasets/set/${datasetId}`)
    expect(dataset.rows.map((r) => [r.input, r.output])).toEqual([
      ['socks', 'Answer: What is a good name for a company that makes socks?'],
    ])
    await screenshot(page, 'runs-replay-en-light')

    // The replay is a run of its own.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await chooseOption(page, page.getByLabel('Source'), 'Replay', true)
    await expect.poll(() => page.getByTestId('run-row').count()).toBe(1)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => page.getByTestId('run-row').count()).toBe(3)
    await screenshot(page, 'runs-list-en-light')
  })

  it('reads in Russian and in the dark theme', async () => {
    for (const [lang, dark] of [
      ['ru', true],
      ['ru', false],
      ['en', true],
    ] as const) {
      const page = await openRunsPage({ lang, dark })
      await page.getByRole('columnheader', { name: lang === 'ru' ? 'Источник' : 'Source' }).waitFor()
      await screenshot(page, `runs-list-${lang}-${dark ? 'dark' : 'light'}`)
      await page.getByTestId('run-row').last().click()
      const dialog = page.getByRole('dialog')
      await dialog.getByTestId('run-node').first().waitFor()
      await dialog
        .getByRole('button', { name: lang === 'ru' ? 'Повторить на черновике' : 'Replay against the draft' })
        .click()
      await dialog
        .getByTestId('replay-draft')
        .getByText(/slogan/)
        .waitFor()
      await screenshot(page, `runs-replay-${lang}-${dark ? 'dark' : 'light'}`)
      await page.close()
    }
  })
})
