// Canvas helpers for browser journeys: palette drops, handle connections, reading the saved flow.
import type { Locator, Page } from 'playwright-core'
import type { TFlowData } from '@unikflow/graph'

/** The palette's button and search box names in the page's language (English unless given). */
export interface PaletteNames {
  toggle: string
  search: string
}
export const RU_PALETTE: PaletteNames = { toggle: 'Добавить узлы', search: 'Поиск узлов' }

export async function addNodeFromPalette(
  page: Page,
  label: string,
  at: { x: number; y: number },
  names: PaletteNames = { toggle: 'Add nodes', search: 'Search nodes' },
): Promise<void> {
  const toggle = page.getByRole('button', { name: names.toggle })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await page.getByRole('textbox', { name: names.search }).fill(label)
  const item = page
    .locator('[draggable="true"]')
    .filter({ hasText: new RegExp(`^${label}`) })
    .first()
  await item.waitFor()
  // The category accordion animates open; start the drag once the item has stopped moving.
  let last = ''
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await item.boundingBox())
    if (box === last) break
    last = box
    await page.waitForTimeout(100)
  }
  // force: the palette sits over the pane, and Playwright's stability check never settles on the target
  // pane while the palette's popper is open; the drag itself is a real HTML5 drag and drop.
  await item.dragTo(page.locator('.react-flow__pane'), { targetPosition: at, force: true })
}

/** Waits for running animations (menus, accordions, dialogs' fades) to end; one cancelled on the way counts as ended. */
export const settled = (page: Page): Promise<unknown> =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))))

/** Drags with the mouse from the middle of one handle to the middle of another, as a person draws an edge. */
async function dragBetweenHandles(page: Page, source: Locator, target: Locator, what: string): Promise<void> {
  const from = await source.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error(`handles not visible: ${what}`)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 3 })
  await page.mouse.up()
}

const node = (page: Page, id: string) => page.locator(`[data-id="${id}"]`)

/** Drags from a node's output handle to another node's input handle named `inputName`. */
export function connect(page: Page, sourceId: string, targetId: string, inputName: string): Promise<void> {
  return dragBetweenHandles(
    page,
    node(page, sourceId).locator('.react-flow__handle.source').first(),
    node(page, targetId).locator(`[data-handleid*="-input-${inputName}-"]`).first(),
    `${sourceId} → ${targetId}.${inputName}`,
  )
}

/** From one named output of a node (a Condition's outcome) to another node's input. */
export function connectOutput(
  page: Page,
  sourceId: string,
  output: string,
  targetId: string,
  input: string,
): Promise<void> {
  return dragBetweenHandles(
    page,
    node(page, sourceId).locator(`[data-handleid*="-output-${output}-"]`).first(),
    node(page, targetId).locator(`[data-handleid*="-input-${input}-"]`).first(),
    `${sourceId}.${output} → ${targetId}.${input}`,
  )
}

/** Drags from an Agentflow v2 node's (first) output handle onto the other node's one input handle. */
export function connectV2(page: Page, sourceId: string, targetId: string): Promise<void> {
  return dragBetweenHandles(
    page,
    node(page, sourceId).locator('.react-flow__handle.source').first(),
    node(page, targetId).locator('.react-flow__handle.target').first(),
    `${sourceId} → ${targetId}`,
  )
}

export async function nodePosition(page: Page, nodeId: string): Promise<{ x: number; y: number }> {
  const transform = await page
    .locator(`.react-flow__node[data-id="${nodeId}"]`)
    .evaluate((el) => (el as HTMLElement).style.transform)
  const m = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(transform)
  if (!m) throw new Error(`no position for ${nodeId}: ${transform}`)
  return { x: Number(m[1]), y: Number(m[2]) }
}

export interface StoredFlow {
  id: string
  name: string
  version: number
  flow: TFlowData
}

export async function fetchFlow(
  baseUrl: string,
  token: string,
  unikId: string,
  flowId: string,
): Promise<StoredFlow> {
  const res = await fetch(`${baseUrl}/api/v1/uniks/${unikId}/chatflows/${flowId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!res.ok) throw new Error(`get flow: ${res.status}`)
  const body = (await res.json()) as { id: string; name: string; version: number; flowData: string }
  return { id: body.id, name: body.name, version: body.version, flow: JSON.parse(body.flowData) as TFlowData }
}
