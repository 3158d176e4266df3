// The catalogue in the reader's language: node cards, params, the palette, an Agentflow v2 node's form,
// templates (names, badges, types), store status chips and credential kinds show Russian in Russian and
// the catalogue's English in English, while the saved flow keeps the catalogue's English.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { readAgentflowV2Fixture } from '@unikflow/testkit/fixtures'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'
import { createLlmChainFlow } from '../support/llm-chain-flow'

const journey = setUpJourney({
  user: { email: 'russian-catalogue@example.com', password: 'russiancat1' },
  unikName: 'Catalogue texts',
  fakeOpenAI: false,
})
let chainFlowId = ''
let agentFlowId = ''

/** The Start node of a v2 fixture and a bare LLM node after it (its params come from the catalogue). */
function startAndLlm(): string {
  const fixture = JSON.parse(readAgentflowV2Fixture('support-desk.json').text) as TFlowData
  const start = fixture.nodes.find((n) => n.id === 'startAgentflow_0')
  if (!start) throw new Error('fixture changed')
  const llm = {
    id: 'llmAgentflow_0',
    position: { x: 320, y: 200 },
    type: 'agentFlow',
    data: {
      id: 'llmAgentflow_0',
      label: 'LLM',
      name: 'llmAgentflow',
      version: 1,
      type: 'LLM',
      baseClasses: ['LLM'],
      category: 'Agent Flows',
      inputParams: [],
      inputAnchors: [],
      inputs: {},
      outputAnchors: [],
      outputs: {},
    },
  }
  const edge = {
    id: 'start-llm',
    source: 'startAgentflow_0',
    sourceHandle: 'startAgentflow_0-output-startAgentflow',
    target: 'llmAgentflow_0',
    targetHandle: 'llmAgentflow_0',
    type: 'agentFlow',
  }
  return JSON.stringify({ nodes: [start, llm], edges: [edge] })
}

beforeAll(async () => {
  const chain = await createLlmChainFlow({
    baseUrl: journey.server.url,
    token: journey.token,
    unikId: journey.unikId,
    name: 'Catalogue chain',
    fakeBaseUrl: 'http://127.0.0.1:9/v1',
  })
  chainFlowId = chain.id
  const agent = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Catalogue agent', type: 'AGENTFLOW', flowData: startAndLlm() }),
  })
  agentFlowId = agent.id
  await journey.api(`/uniks/${journey.unikId}/document-store/store`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Catalogue store' }),
  })
})

const CASES = [
  {
    lang: 'ru',
    chain: 'Цепочка LLM',
    anchor: 'Языковая модель',
    credential: 'Учётные данные',
    paletteToggle: 'Добавить узлы',
    paletteSearch: 'Поиск узлов',
    memoryQuery: 'буфер',
    memoryItem: 'Буферная память',
    editParams: 'Изменить параметры',
    llmField: 'Включить память',
    template: 'Разговор с памятью',
    badge: 'ПОПУЛЯРНОЕ',
    type: 'Чатфлоу',
    status: 'Пусто',
    addCredential: 'Добавить учётные данные',
    kindDescription: 'Ключ OpenAI или ключ любого сервера',
  },
  {
    lang: 'en',
    chain: 'LLM Chain',
    anchor: 'Language Model',
    credential: 'Connect Credential',
    paletteToggle: 'Add nodes',
    paletteSearch: 'Search nodes',
    memoryQuery: 'buffer',
    memoryItem: 'Buffer Memory',
    editParams: 'Edit parameters',
    llmField: 'Enable Memory',
    template: 'Conversation with Memory',
    badge: 'POPULAR',
    type: 'Chatflow',
    status: 'EMPTY',
    addCredential: 'Add Credential',
    kindDescription: 'An OpenAI key, or the key of any OpenAI-compatible server',
  },
] as const
type Case = (typeof CASES)[number]

async function canvasTexts(page: Page, c: Case, theme: string): Promise<void> {
  await page.goto(`/uniks/${journey.unikId}/chatflows/${chainFlowId}`)
  const cards = page.locator('.uf-card')
  await cards.first().waitFor({ timeout: 15_000 })
  await expect.poll(() => page.locator('.uf-card__title').allTextContents()).toContain(c.chain)
  expect(await page.locator('.uf-card__row').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining(c.anchor)]),
  )
  expect(await page.locator('.uf-param__label').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining(c.credential)]),
  )
  await screenshot(page, `russian-catalogue-canvas-${c.lang}-${theme}`)
  await page.getByRole('button', { name: c.paletteToggle }).click()
  await page.getByRole('textbox', { name: c.paletteSearch }).fill(c.memoryQuery)
  await page.locator('[draggable="true"]').filter({ hasText: c.memoryItem }).first().waitFor()
  await settled(page)
  await screenshot(page, `russian-catalogue-palette-${c.lang}-${theme}`)
}

describe('catalogue texts in the reader’s language', () => {
  it.each([
    { ...CASES[0], dark: false, theme: 'light' },
    { ...CASES[0], dark: true, theme: 'dark' },
    { ...CASES[1], dark: false, theme: 'light' },
  ])('$lang $theme: canvas, palette, v2 form, templates, stores, credentials', async (c) => {
    const { context, page } = await journey.signedInPage({ lang: c.lang, dark: c.dark })
    await canvasTexts(page, c, c.theme)

    await page.goto(`/uniks/${journey.unikId}/agentcanvas/${agentFlowId}`)
    const llm = page.getByTestId('node-llmAgentflow_0')
    await llm.waitFor({ timeout: 15_000 })
    await llm.getByRole('button', { name: c.editParams }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(c.llmField, { exact: true }).waitFor()
    await settled(page)
    await screenshot(page, `russian-catalogue-v2-form-${c.lang}-${c.theme}`)
    await page.keyboard.press('Escape')

    await page.goto(`/uniks/${journey.unikId}/templates`)
    const card = page.getByRole('article', { name: c.template, exact: true })
    await card.waitFor({ timeout: 15_000 })
    await card.getByText(c.badge, { exact: true }).waitFor()
    await card.getByText(c.type, { exact: true }).waitFor()
    await screenshot(page, `russian-catalogue-templates-${c.lang}-${c.theme}`)

    await page.goto(`/uniks/${journey.unikId}/document-stores`)
    await page.locator('[data-status="EMPTY"]').first().waitFor({ timeout: 15_000 })
    expect(await page.locator('[data-status="EMPTY"]').first().textContent()).toBe(c.status)

    await page.goto(`/uniks/${journey.unikId}/credentials`)
    await page.getByRole('button', { name: c.addCredential }).first().click()
    await page.getByRole('dialog').getByText(c.kindDescription).first().waitFor()
    await screenshot(page, `russian-catalogue-credential-kinds-${c.lang}-${c.theme}`)
    await context.close()
  })

  it('keeps the catalogue’s English in the saved flow after a Russian edit and save', async () => {
    const { context, page } = await journey.signedInPage({ lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/chatflows/${chainFlowId}`)
    await page.locator('.uf-card__title', { hasText: 'Цепочка LLM' }).waitFor({ timeout: 15_000 })
    // A change, then a save: the stored nodes keep the catalogue's labels.
    const storedCount = async () => {
      const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${chainFlowId}`)
      return (JSON.parse(stored.flowData) as TFlowData).nodes.length
    }
    // Every node the canvas draws (the fixture's sticky note is one, not a card).
    const cards = page.locator('.react-flow__node')
    const before = await storedCount()
    await expect.poll(() => cards.count()).toBe(before)
    await page.locator('.uf-card__title', { hasText: 'Цепочка LLM' }).click()
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await expect.poll(() => cards.count()).toBe(before + 1)
    await page.keyboard.press('Control+s')
    await expect.poll(storedCount).toBe(before + 1)
    const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${chainFlowId}`)
    const labels = (JSON.parse(stored.flowData) as TFlowData).nodes.map((n) => n.data.label)
    expect(labels).toContain('LLM Chain')
    expect(labels.join()).not.toMatch(/[а-яё]/i)
    await context.close()
  })
})
