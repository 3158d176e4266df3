// A new user's canvas: an empty one says how to start, added and pasted cards never land on another,
// a saved flow opens fitted to the window clear of the corner buttons, and the palette tells look-alike
// nodes apart (LlamaIndex twins), marks the ones being replaced and lists the recently used first.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { flowiseFixturesDir } from '@unikflow/testkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import type { TChatflow } from '@unikflow/graph'
import { describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { addNodeFromPalette, RU_PALETTE, type PaletteNames } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const journey = setUpJourney({
  user: { email: 'helps@example.com', password: 'helpspass1' },
  unikName: 'Canvas helps',
  fakeOpenAI: false,
})

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

async function cardBoxes(page: Page): Promise<Map<string, Box>> {
  const boxes = new Map<string, Box>()
  for (const card of await page.locator('.react-flow__node').all()) {
    boxes.set((await card.getAttribute('data-id')) ?? '', await boxOf(card))
  }
  return boxes
}

function expectApart(boxes: Map<string, Box>): void {
  const list = [...boxes]
  for (const [i, [a, boxA]] of list.entries())
    for (const [b, boxB] of list.slice(i + 1)) expect(intersects(boxA, boxB), `${a} on ${b}`).toBe(false)
}

const CASES = [
  {
    lang: 'en',
    dark: false,
    names: { toggle: 'Add nodes', search: 'Search nodes' } satisfies PaletteNames,
    empty: {
      title: 'Start your flow',
      add: 'Add a node',
      template: 'Use a template',
      import: 'Import a flow',
    },
    deprecating: 'DEPRECATING',
    react: 'ReAct Agent for LLMs',
    embedding: 'OpenAI Embedding',
    chat: 'Chat',
    recent: 'Recently used',
  },
  {
    lang: 'ru',
    dark: true,
    names: RU_PALETTE,
    empty: {
      title: 'Начните свой поток',
      add: 'Добавить узел',
      template: 'Выбрать шаблон',
      import: 'Импортировать поток',
    },
    deprecating: 'Устаревает',
    react: 'ReAct-агент для LLM',
    embedding: 'OpenAI Embedding',
    chat: 'Чат',
    recent: 'Недавно использованные',
  },
]

describe('the canvas helps a new user', () => {
  it.each(CASES)('$lang: the empty canvas says how to start; cards never land on one another', async (c) => {
    const { context, page } = await journey.signedInPage({ lang: c.lang, dark: c.dark })
    await page.goto(`/uniks/${journey.unikId}/chatflows/new`)
    const hint = page.getByRole('region', { name: c.empty.title })
    await hint.waitFor()
    for (const action of [c.empty.add, c.empty.template, c.empty.import])
      await expect(hint.getByRole('button', { name: action }).isVisible()).resolves.toBe(true)
    await screenshot(page, `canvas-helps-empty-${c.lang}`)

    // "Add a node" opens the palette.
    await hint.getByRole('button', { name: c.empty.add }).click()
    const search = page.getByRole('textbox', { name: c.names.search })
    await search.waitFor()
    // Look-alike labels: the LlamaIndex twin carries its chip.
    for (const query of ['ChatOpenAI', c.embedding]) {
      await search.fill(query)
      const items = page.locator('[draggable="true"]').filter({ hasText: new RegExp(`^${query}`) })
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2)
      await expect(items.filter({ has: page.getByTestId('llamaindex-badge') }).count()).resolves.toBe(1)
      await screenshot(page, `canvas-helps-twins-${query.replace(/ /g, '-')}-${c.lang}`)
    }
    await search.fill(c.react)
    await page.getByTestId('node-badge').filter({ hasText: c.deprecating }).first().waitFor()
    await screenshot(page, `canvas-helps-palette-${c.lang}`)

    // The same drop spot twice: the second card goes to the nearest free spot.
    const at = { x: 500, y: 200 }
    await addNodeFromPalette(page, c.react, at, c.names)
    await page.getByTestId('node-reactAgentLLM_0').waitFor()
    await expect(hint.count()).resolves.toBe(0)
    await addNodeFromPalette(page, c.react, at, c.names)
    await page.getByTestId('node-reactAgentLLM_1').waitFor()
    await page.getByRole('button', { name: c.names.toggle }).click()
    // The badge shows on the cards too.
    await expect(
      page.locator('.react-flow__node').getByTestId('node-badge').filter({ hasText: c.deprecating }).count(),
    ).resolves.toBe(2)

    // A pasted copy goes clear of both.
    await page.locator('.react-flow__node[data-id="reactAgentLLM_0"]').click({ position: { x: 20, y: 10 } })
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await page.getByTestId('node-reactAgentLLM_2').waitFor()
    await page.locator('.react-flow__controls-fitview').click()
    await expect.poll(async () => (await cardBoxes(page)).size).toBe(3)
    expectApart(await cardBoxes(page))
    await screenshot(page, `canvas-helps-placed-${c.lang}`)

    // Opened again, the palette lists the node just added first, open, above the collapsed categories.
    await page.getByRole('button', { name: c.names.toggle }).click()
    const headers = page.locator('.MuiAccordionSummary-root')
    await expect.poll(() => headers.first().textContent()).toMatch(new RegExp(`^${c.recent} \\(1\\)`))
    await expect(headers.first().getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(headers.nth(1).getAttribute('aria-expanded')).resolves.toBe('false')
    const recentItem = page.locator('[draggable="true"]').filter({ hasText: new RegExp(`^${c.react}`) })
    await expect(recentItem.first().isVisible()).resolves.toBe(true)
    await screenshot(page, `canvas-helps-recent-${c.lang}`)
    await context.close()
  })

  it.each(CASES)('$lang: a saved flow opens fitted to the window, clear of the corner buttons', async (c) => {
    const stored = JSON.parse(readFileSync(join(flowiseFixturesDir, 'llm-chain.json'), 'utf8')) as object
    // Saved while looking far away at a high zoom: opening there would show nothing.
    const flowData = JSON.stringify({ ...stored, viewport: { x: -20_000, y: -20_000, zoom: 2 } })
    const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({ name: `Far away ${c.lang}`, type: 'CHATFLOW', flowData }),
    })
    const { context, page } = await journey.signedInPage({ lang: c.lang, dark: c.dark })
    await page.goto(`/uniks/${journey.unikId}/chatflows/${flow.id}`)
    await page.getByTestId('node-llmChain_0').waitFor()
    const pane = await boxOf(page.locator('.react-flow'))
    const corners = [
      await boxOf(page.getByRole('button', { name: c.names.toggle })),
      await boxOf(page.getByRole('button', { name: c.chat, exact: true })),
    ]
    await expect
      .poll(async () => {
        const cards = [...(await cardBoxes(page)).values()]
        return (
          cards.length === 4 &&
          cards.every(
            (b) =>
              b.x >= pane.x &&
              b.y >= pane.y &&
              b.x + b.width <= pane.x + pane.width &&
              b.y + b.height <= pane.y + pane.height &&
              corners.every((corner) => !intersects(b, corner)),
          )
        )
      })
      .toBe(true)
    await screenshot(page, `canvas-helps-fitted-${c.lang}`)
    await context.close()
  })
})
