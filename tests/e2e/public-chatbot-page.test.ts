// The public chatbot page as a visitor meets it: titled with the flow's name when the flow is public,
// and saying a private flow is private (in the visitor's language) instead of "Invalid Chatbot".
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { flowiseFixturesDir } from '@unikflow/testkit/fixtures'
import type { TChatflow } from '@unikflow/graph'
import { beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'

const journey = setUpJourney({
  user: { email: 'bots@example.com', password: 'botspass1' },
  unikName: 'Bots',
  fakeOpenAI: false,
})

const ids = { public: '', private: '' }
beforeAll(async () => {
  const flowData = readFileSync(join(flowiseFixturesDir, 'llm-chain.json'), 'utf8')
  const create = async (name: string, isPublic: boolean) => {
    const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({ name, type: 'CHATFLOW', flowData }),
    })
    if (isPublic)
      await journey.api(`/uniks/${journey.unikId}/chatflows/${flow.id}`, {
        method: 'PUT',
        body: JSON.stringify({ isPublic: true, version: flow.version }),
      })
    return flow.id
  }
  ids.public = await create('Company name helper', true)
  ids.private = await create('Draft bot', false)
})

describe('the public chatbot page', () => {
  it('is titled with the flow’s name', async () => {
    const context = await journey.browser.newContext({ baseURL: journey.server.url })
    const page = await context.newPage()
    await page.goto(`/chatbot/${ids.public}`)
    await expect.poll(() => page.title()).toBe('Company name helper')
    await context.close()
  })

  it.each([
    { locale: 'en-US', text: 'This chatbot is private: its owner has not made it public.' },
    { locale: 'ru-RU', text: 'Этот чат-бот закрыт: владелец не сделал его публичным.' },
  ])('says a private flow is private ($locale)', async (c) => {
    const context = await journey.browser.newContext({ baseURL: journey.server.url, locale: c.locale })
    const page = await context.newPage()
    await page.goto(`/chatbot/${ids.private}`)
    await page.getByRole('alert').filter({ hasText: c.text }).waitFor()
    await expect(page.getByText('Invalid Chatbot').count()).resolves.toBe(0)
    await screenshot(page, `public-chatbot-private-${c.locale}`)
    // An id no flow has is still the spec's text.
    await page.goto('/chatbot/00000000-0000-4000-8000-000000000000')
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid Chatbot. Please check your configuration.' })
      .waitFor()
    await context.close()
  })
})
