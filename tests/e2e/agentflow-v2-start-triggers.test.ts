// Browser journey for Start's schedule and webhook fields (Flowise's Start 1.4): on a scheduled Start a
// person picks another week day, a time and an end date, saves, and the flow stores them as Flowise does
// ("1,3", "18:30", "2027-01-31"); a webhook Start shows the saved flow's webhook address, read-only, to copy,
// and generates a signing secret.
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { startReplyFlow } from '@unikflow/engine/testing'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'

const USER = { email: 'start-triggers@example.com', password: 'starttriggers1' }

// No model is called: the journey edits and saves.
const journey = setUpJourney({ user: USER, unikName: 'Triggers space', fakeOpenAI: false })
const ids = { scheduled: '', webhook: '' }

beforeAll(async () => {
  const make = (name: string, start: Record<string, unknown>) =>
    journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({
        name,
        type: 'AGENTFLOW',
        flowData: JSON.stringify(startReplyFlow('Done', start)),
      }),
    })
  ids.scheduled = (
    await make('Weekly report', {
      startInputType: 'scheduleInput',
      scheduleType: 'visualPicker',
      scheduleFrequency: 'weekly',
      scheduleOnDayOfWeek: '1',
      scheduleOnTime: '09:00',
    })
  ).id
  ids.webhook = (await make('Order hook', { startInputType: 'webhookTrigger' })).id
})

async function openStartDialog(page: Page, flowId: string): Promise<Locator> {
  await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
  const card = page.getByTestId('node-startAgentflow_0')
  await card.waitFor({ timeout: 15_000 })
  await card.getByRole('button', { name: /^(Edit parameters|Изменить параметры)$/ }).click()
  const dialog = page.getByRole('dialog')
  await settled(page)
  return dialog
}

const storedStart = async (flowId: string) => {
  const stored = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
  const data = JSON.parse(stored.flowData) as TFlowData
  return data.nodes.find((n) => n.id === 'startAgentflow_0')?.data.inputs ?? {}
}

describe('Start triggers journey', () => {
  it('picks week days, a time and an end date for a schedule, and shows a webhook’s address', async () => {
    const { context, page } = await journey.signedInPage()
    const dialog = await openStartDialog(page, ids.scheduled)
    const days = dialog.getByRole('group', { name: 'On Day of Week' })
    await expect
      .poll(() => days.getByRole('button', { name: 'Mon' }).getAttribute('aria-pressed'))
      .toBe('true')
    await days.getByRole('button', { name: 'Wed' }).click()
    expect(await days.getByRole('button', { name: 'Wed' }).getAttribute('aria-pressed')).toBe('true')
    await dialog.getByLabel('On Time', { exact: true }).fill('18:30')
    await dialog.getByLabel('End Date', { exact: true }).fill('2027-01-31')
    await screenshot(page, 'start-triggers-schedule-light-en')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(async () => (await storedStart(ids.scheduled)).scheduleOnDayOfWeek, { timeout: 15_000 })
      .toBe('1,3')
    expect(await storedStart(ids.scheduled)).toMatchObject({
      scheduleOnTime: '18:30',
      scheduleEndDate: '2027-01-31',
    })

    const hook = await openStartDialog(page, ids.webhook)
    const url = hook.getByRole('textbox', { name: 'Webhook URL', exact: true })
    await expect.poll(() => url.inputValue()).toMatch(new RegExp(`/api/v1/webhook/${ids.webhook}$`))
    expect(await url.getAttribute('readonly')).not.toBeNull()
    // Copy puts the address on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await hook.getByRole('button', { name: 'Copy', exact: true }).click()
    await page.getByText('Webhook address copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue())
    // A signing secret can be generated: 32 random bytes as hex, shown until the flow is saved.
    await hook.getByRole('switch', { name: 'Verify request signature' }).check()
    await hook.getByRole('button', { name: 'Generate', exact: true }).click()
    const secret = hook.getByRole('textbox', { name: 'Webhook Secret', exact: true })
    await expect.poll(() => secret.inputValue()).toMatch(/^[0-9a-f]{64}$/)
    await screenshot(page, 'start-triggers-webhook-secret-light-en')
    await screenshot(page, 'start-triggers-webhook-light-en')
    await context.close()
  })
})
