// Browser journey for a large flow (180 nodes, 240 edges): the canvas mounts only the cards on screen,
// never all of them to measure them; cards panned into view are measured then and their edges end at
// their handles; a moved card saves without any of the canvas's size estimates in the stored flow.
// Screenshots in light/en and dark/ru.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { generateAgentGrid } from '../support/generate-flow'
import { setUpJourney } from '../support/journey'

const journey = setUpJourney({
  user: { email: 'large-flow-user@example.com', password: 'largeflowpass1' },
  unikName: 'Large flows',
  fakeOpenAI: false,
})
const flow: TFlowData = { ...generateAgentGrid(30), viewport: { x: 0, y: 0, zoom: 0.5 } }
let flowId = ''

/** Group 10's Tool Agent (rows are 700 apart) and the edge from its Buffer Memory. */
const agent = flow.nodes.find((n) => n.data.name === 'toolAgent' && n.position.y === 7000)
const memoryEdge = flow.edges.find(
  (e) => e.target === agent?.id && flow.nodes.find((n) => n.id === e.source)?.data.name === 'bufferMemory',
)

beforeAll(async () => {
  const saved = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Big grid', type: 'CHATFLOW', flowData: JSON.stringify(flow) }),
  })
  flowId = saved.id
})

/** Opens the canvas counting the most node cards ever mounted at once. */
async function openCounting(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    window.__mostCards = 0
    new MutationObserver(() => {
      const now = document.querySelectorAll('.react-flow__node').length
      if (now > window.__mostCards) window.__mostCards = now
    }).observe(document, { subtree: true, childList: true })
  })()`)
  await page.goto(`/uniks/${journey.unikId}/chatflows/${flowId}`)
  await page.locator('.react-flow__node').first().waitFor({ timeout: 30_000 })
  await page.locator('.react-flow__edge').first().waitFor({ timeout: 30_000 })
}

/** Drags the empty right side of the pane up by 600 px, `times` over. */
async function panDown(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.mouse.move(1380, 700)
    await page.mouse.down()
    await page.mouse.move(1380, 100, { steps: 8 })
    await page.mouse.up()
  }
}

/** How far (px) the end of the edge's path lies from the centre of its target handle. */
function edgeEndOffset(page: Page, edgeId: string, target: string, handle: string): Promise<number> {
  return page.evaluate(
    ({ edgeId, target, handle }) => {
      const path = document.querySelector<SVGPathElement>(
        `.react-flow__edge[data-id="${edgeId}"] path.react-flow__edge-path`,
      )
      const dot = document.querySelector(
        `.react-flow__handle[data-nodeid="${target}"][data-handleid="${handle}"]`,
      )
      const m = path?.getScreenCTM()
      if (!path || !dot || !m) return Infinity
      const end = path.getPointAtLength(path.getTotalLength())
      const box = dot.getBoundingClientRect()
      const x = end.x * m.a + end.y * m.c + m.e
      const y = end.x * m.b + end.y * m.d + m.f
      return Math.hypot(x - (box.left + box.width / 2), y - (box.top + box.height / 2))
    },
    { edgeId, target, handle },
  )
}

describe('large flow journey', () => {
  it('mounts only the cards on screen, measures the ones panned to, and saves a moved card cleanly', async () => {
    if (!agent || !memoryEdge) throw new Error('generated flow changed')
    const page = await journey.newPage()
    await openCounting(page)
    // 180 cards, of which a window at 50 % shows a few rows: never all of them at once.
    expect(await page.evaluate('window.__mostCards')).toBeLessThan(60)
    await screenshot(page, 'canvas-large-flow-light')

    await panDown(page, 5)
    const card = page.getByTestId(`node-${agent.id}`)
    await card.waitFor()
    await expect
      .poll(() => edgeEndOffset(page, memoryEdge.id, agent.id, memoryEdge.targetHandle))
      .toBeLessThan(6)
    expect(await page.locator('.react-flow__node').count()).toBeLessThan(60)

    const box = await card.boundingBox()
    if (!box) throw new Error('the card is not on screen')
    await page.mouse.move(box.x + 60, box.y + 14)
    await page.mouse.down()
    await page.mouse.move(box.x + 160, box.y + 64, { steps: 6 })
    await page.mouse.up()
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/chatflows/${flowId}`),
    )
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await saved
    const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    const nodes = (JSON.parse(stored.flowData) as TFlowData).nodes
    expect(nodes).toHaveLength(180)
    const moved = nodes.find((n) => n.id === agent.id)
    expect(moved?.position).not.toEqual(agent.position)
    for (const key of ['handles', 'initialWidth', 'initialHeight', 'measured'])
      expect(nodes.filter((n) => key in n).map((n) => n.id)).toEqual([])
    await page.context().close()
  })

  it('opens the large flow in dark mode and Russian', async () => {
    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await openCounting(page)
    expect(await page.evaluate('window.__mostCards')).toBeLessThan(60)
    await page.getByText('Входы').first().waitFor()
    await screenshot(page, 'canvas-large-flow-dark-ru')
    await page.context().close()
  })
})
