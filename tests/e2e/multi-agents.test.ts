// Browser journey for Multi Agents: on the agent canvas the palette's agent flows tab has the
// "Multi Agents" group (translated header) with Supervisor and Worker; both drop onto the canvas and a
// Worker joins its Supervisor by an edge (the connection rule: Supervisor → Worker's Supervisor input).
// Running a team is the engine's multi-agents test. Screenshots light/en and dark/ru.
import { describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { addNodeFromPalette, connect, RU_PALETTE } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const USER = { email: 'multi-agents@example.com', password: 'multiagents1' }

const journey = setUpJourney({ user: USER, unikName: 'Teams space', fakeOpenAI: false })

describe('multi agents journey', () => {
  it('offers Supervisor and Worker under "Multi Agents" and wires a worker to its supervisor', async () => {
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}/agentcanvas`)
    await page.locator('.react-flow__pane').waitFor()
    await page.getByRole('button', { name: 'Add nodes' }).click()
    const group = page.getByRole('button', { name: /^Multi Agents \(2\)/ })
    await group.click()
    await page
      .locator('[draggable="true"]')
      .filter({ hasText: /^Supervisor/ })
      .waitFor()
    await page
      .locator('[draggable="true"]')
      .filter({ hasText: /^Worker/ })
      .waitFor()
    await screenshot(page, 'multi-agents-palette-light-en')
    await addNodeFromPalette(page, 'Supervisor', { x: 460, y: 300 })
    await addNodeFromPalette(page, 'Worker', { x: 1150, y: 80 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.locator('.react-flow__controls-fitview').click()
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(2)
    await connect(page, 'supervisor_0', 'worker_0', 'supervisor')
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(1)
    await screenshot(page, 'multi-agents-canvas-light-en')
    await context.close()
  })

  it('shows the group header in Russian (dark)', async () => {
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/agentcanvas`)
    await page.locator('.react-flow__pane').waitFor()
    await page.getByRole('button', { name: RU_PALETTE.toggle }).click()
    await page.getByRole('button', { name: /^Мультиагенты \(2\)/ }).click()
    await page
      .locator('[draggable="true"]')
      .filter({ hasText: /^Супервизор/ })
      .waitFor()
    await screenshot(page, 'multi-agents-palette-dark-ru')
    await context.close()
  })
})
