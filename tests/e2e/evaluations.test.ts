// Browser journey for evaluations: a dataset from a CSV file and from two real chats (answers picked in
// View Messages), the draft and release 1 of a flow evaluated with a contains check and an LLM judge
// (testkit's fake model), the two runs compared; screenshots in light/dark, en/ru.
import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TDatasetWithRows, TEvaluation } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { chooseOption } from '../support/choose-option'
import { setUpJourney } from '../support/journey'
import { llmChainFlowData } from '../support/llm-chain-flow'

const j = setUpJourney({
  user: { email: 'evaluator@example.com', password: 'evalpass-123' },
  unikName: 'Quality',
})
let flowId = ''
const pages: Page[] = []
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    for (const [i, p] of pages.entries()) await screenshot(p, `evaluations-debug-${i}`)
})
const CSV = 'Input,Output\r\nsocks,A name for a socks company\r\nhats,A name for a hats company\r\n'

/** The release asks for a company name; the draft asks something else, so "company" fails on it. */
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
    const text = typeof last === 'string' ? last : JSON.stringify(last)
    if (text.includes('You grade the answer')) return { content: '{"score": 8, "reason": "Names a product"}' }
    return { content: `Answer: ${text}` }
  })
  const azure = await j.api<{ id: string }>(`/uniks/${j.unikId}/credentials`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Azure fake',
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: 'az',
        azureOpenAIApiInstanceName: 'x',
        azureOpenAIApiDeploymentName: 'gpt-35-turbo',
        azureOpenAIApiVersion: '2024-10-21',
      },
    }),
  })
  const flowData = llmChainFlowData(azure.id, j.fake.baseUrl)
  const flow = await j.api<TChatflow>(`/uniks/${j.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Namer', flowData }),
  })
  flowId = flow.id
  // Release 1 is the company-name prompt; the draft after it asks for a slogan.
  await j.api(`/uniks/${j.unikId}/chatflows/${flowId}/releases/settings`, {
    method: 'PUT',
    body: JSON.stringify({ releaseExplicitly: true }),
  })
  await j.api(`/uniks/${j.unikId}/chatflows/${flowId}`, {
    method: 'PUT',
    body: JSON.stringify({
      version: flow.version,
      flowData: withTemplate(flowData, 'Write a slogan for {product}.'),
    }),
  })
  // Two real chats from the canvas chat's API.
  for (const [question, chatId] of [
    ['scarves', 'chat-one'],
    ['gloves', 'chat-two'],
  ])
    await j.api(`/internal-prediction/${flowId}`, {
      method: 'POST',
      body: JSON.stringify({ question, chatId }),
    })
})

async function pickAnswerOf(page: Page, question: string) {
  const messages = page.getByRole('dialog', { name: /^Messages/ })
  await messages.getByRole('list', { name: 'Conversations' }).getByText(question).first().click()
  await messages.getByText(`Answer: Write a slogan for ${question}.`).waitFor()
  await messages.getByRole('checkbox', { name: 'Pick this message for a dataset' }).check()
}

async function runEvaluation(page: Page, name: string, version: 'Draft' | 'Release') {
  await page.goto(`/uniks/${j.unikId}/evaluations`)
  await page.getByRole('button', { name: 'New evaluation' }).click()
  const dialog = page.getByRole('dialog', { name: 'New evaluation' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name)
  await chooseOption(page, dialog.getByLabel('Flow'), 'Namer')
  await chooseOption(page, dialog.getByLabel('Version'), version, true)
  await chooseOption(page, dialog.getByLabel('Dataset', { exact: true }), /^Capitals/)
  await dialog.getByLabel('Text (empty: the expected output)').fill('company')
  await dialog.getByRole('checkbox', { name: 'LLM judge' }).check()
  await chooseOption(page, dialog.getByLabel('Credential'), 'Fake OpenAI')
  await dialog.getByLabel('Rubric').fill('The answer names a product.')
  await dialog.getByRole('button', { name: 'Run evaluation' }).click()
  await page.getByRole('heading', { name }).waitFor()
  await page.getByText('Completed').first().waitFor({ timeout: 30_000 })
}

describe('evaluations journey', () => {
  it('builds a dataset from a CSV file and from answers picked in two chats', async () => {
    const page = await j.newPage()
    pages.push(page)
    await page.goto(`/uniks/${j.unikId}/datasets`)
    await page.getByRole('button', { name: 'New dataset' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New dataset' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Capitals')
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'flowise.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
    await dialog.getByRole('button', { name: 'Create' }).click()
    const row = page.getByRole('row').filter({ hasText: 'Capitals' })
    await expect.poll(() => row.getByRole('cell').nth(1).innerText()).toBe('2')

    await page.goto(`/uniks/${j.unikId}/chatflows/${flowId}`)
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'View Messages' }).click()
    await pickAnswerOf(page, 'scarves')
    await pickAnswerOf(page, 'gloves')
    const messages = page.getByRole('dialog', { name: /^Messages/ })
    await messages.getByText('2 picked').waitFor()
    await chooseOption(page, messages.getByLabel('Dataset', { exact: true }), 'Capitals')
    await screenshot(page, 'evaluations-view-messages-pick-light')
    await messages.getByRole('button', { name: 'Add to dataset' }).click()
    await page.getByText('2 rows added to Capitals').waitFor()

    const datasets = await j.api<{ id: string; name: string }[]>(`/uniks/${j.unikId}/datasets`)
    const dataset = await j.api<TDatasetWithRows>(`/uniks/${j.unikId}/datasets/set/${datasets[0]?.id}`)
    expect(dataset.rows.map((r) => r.input).sort()).toEqual(['gloves', 'hats', 'scarves', 'socks'])
    await page.goto(`/uniks/${j.unikId}/datasets/${dataset.id}`)
    await page.getByRole('cell', { name: 'Answer: Write a slogan for gloves.' }).waitFor()
    await screenshot(page, 'evaluations-dataset-light')
  })

  it('evaluates the draft and release 1 with a contains check and an LLM judge, and compares them', async () => {
    const page = await j.newPage()
    pages.push(page)
    await runEvaluation(page, 'Release run', 'Release')
    const summary = page.getByRole('group', { name: 'Summary' })
    await summary.getByText('100.0% (4/4)').waitFor()
    await runEvaluation(page, 'Draft run', 'Draft')
    await summary.getByText('0.0% (0/4)').waitFor()
    await page.getByText('mean 8.00').first().waitFor()
    await screenshot(page, 'evaluations-run-light')

    await page.goto(`/uniks/${j.unikId}/evaluations`)
    await page.getByRole('checkbox', { name: 'Pick Release run to compare' }).check()
    await page.getByRole('checkbox', { name: 'Pick Draft run to compare' }).check()
    await page.getByRole('button', { name: 'Compare' }).click()
    await page.getByText('Better: 0 · Worse: 4').waitFor()
    await expect.poll(() => page.getByText('Worse', { exact: true }).count()).toBe(4)
    await page.locator('del').first().waitFor()
    await page.locator('ins').first().waitFor()
    await screenshot(page, 'evaluations-compare-light')

    const runs = await j.api<TEvaluation[]>(`/uniks/${j.unikId}/evaluations`)
    expect(runs.map((r) => [r.name, r.version, r.summary?.passRate])).toEqual([
      ['Draft run', 'draft', 0],
      ['Release run', 1, 1],
    ])
  })

  it('gates releases on the evaluation: the draft that failed cannot go live', async () => {
    const page = await j.newPage()
    pages.push(page)
    await page.goto(`/uniks/${j.unikId}/evaluations`)
    await page.getByRole('button', { name: 'Release gate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Release gate' })
    await chooseOption(page, dialog.getByLabel('Flow'), 'Namer')
    await chooseOption(page, dialog.getByLabel('Dataset', { exact: true }), 'Capitals')
    await screenshot(page, 'evaluations-gate-light')
    await dialog.getByRole('button', { name: 'Save gate' }).click()
    await page.getByText('Release gate saved').waitFor()
    const res = await fetch(`${j.server.url}/api/v1/uniks/${j.unikId}/chatflows/${flowId}/releases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${j.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'slogans' }),
    })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('below the release gate')
  })

  it('reads in Russian and in the dark theme', async () => {
    const runs = await j.api<TEvaluation[]>(`/uniks/${j.unikId}/evaluations`)
    const [draft, release] = runs
    const dark = await j.newPage({ dark: true })
    await dark.goto(`/uniks/${j.unikId}/evaluations/compare/${release?.id}/${draft?.id}`)
    await dark.getByText('Better: 0 · Worse: 4').waitFor()
    await screenshot(dark, 'evaluations-compare-dark')
    const ru = await j.newPage({ lang: 'ru' })
    await ru.goto(`/uniks/${j.unikId}/evaluations/${draft?.id}`)
    await ru.getByText('Доля успешных').first().waitFor()
    await screenshot(ru, 'evaluations-run-ru-light')
    const ruDark = await j.newPage({ lang: 'ru', dark: true })
    await ruDark.goto(`/uniks/${j.unikId}/evaluations`)
    await ruDark.getByRole('button', { name: 'Новая оценка' }).click()
    await ruDark
      .getByRole('dialog', { name: 'Новая оценка' })
      .getByRole('checkbox', { name: 'LLM-судья' })
      .check()
    await screenshot(ruDark, 'evaluations-new-ru-dark')
  })

  it('runs an earlier evaluation again with its evaluators filled in, and offers them for a new one', async () => {
    const runs = await j.api<TEvaluation[]>(`/uniks/${j.unikId}/evaluations`)
    const release = runs.find((r) => r.name === 'Release run')
    const page = await j.newPage()
    pages.push(page)
    await page.goto(`/uniks/${j.unikId}/evaluations/${release?.id}`)
    await page.getByRole('button', { name: 'Run again' }).click()
    const dialog = page.getByRole('dialog', { name: 'New evaluation' })
    await expect.poll(() => dialog.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Release run')
    expect(await dialog.getByRole('checkbox', { name: 'LLM judge' }).isChecked()).toBe(true)
    expect(await dialog.getByLabel('Rubric').inputValue()).toBe('The answer names a product.')
    expect(await dialog.getByLabel('Text (empty: the expected output)').inputValue()).toBe('company')
    await screenshot(page, 'evaluations-run-again-light')
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Release run again')
    await dialog.getByRole('button', { name: 'Run evaluation' }).click()
    await page.getByRole('heading', { name: 'Release run again' }).waitFor()
    await page.getByText('Completed').first().waitFor({ timeout: 30_000 })
    await page.getByRole('group', { name: 'Summary' }).getByText('100.0% (4/4)').waitFor()

    // A new evaluation may start from the evaluators of any earlier run.
    await page.goto(`/uniks/${j.unikId}/evaluations`)
    await page.getByRole('button', { name: 'New evaluation' }).click()
    const fresh = page.getByRole('dialog', { name: 'New evaluation' })
    expect(await fresh.getByRole('checkbox', { name: 'LLM judge' }).isChecked()).toBe(false)
    await chooseOption(page, fresh.getByLabel('Evaluators of an earlier run'), /^Draft run · Namer/)
    await expect.poll(() => fresh.getByRole('checkbox', { name: 'LLM judge' }).isChecked()).toBe(true)
    expect(await fresh.getByLabel('Rubric').inputValue()).toBe('The answer names a product.')
  })

  it("keeps an evaluation's chats out of View Messages until its filter is ticked", async () => {
    const page = await j.newPage()
    pages.push(page)
    await page.goto(`/uniks/${j.unikId}/chatflows/${flowId}`)
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'View Messages' }).click()
    const messages = page.getByRole('dialog', { name: /^Messages/ })
    const conversations = messages.getByRole('list', { name: 'Conversations' })
    await conversations.getByText('scarves', { exact: true }).first().waitFor()
    // The dataset's CSV rows (hats, socks) were asked only by evaluations.
    expect(await conversations.getByText('hats', { exact: true }).count()).toBe(0)
    await messages.getByRole('checkbox', { name: 'Evaluation runs' }).check()
    await conversations.getByText('hats', { exact: true }).first().waitFor()
    await conversations.getByText('Eval', { exact: true }).first().waitFor()
  })
})
