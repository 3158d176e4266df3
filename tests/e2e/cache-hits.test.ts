// A model answered from its cache shows it in the run's trace: a chain with an in-memory cache is asked the
// same question twice through the API; on the Runs page the second run's model node says so, the first's not.
import { beforeAll, describe, expect, it } from 'vitest'
import { buildFlow } from '@unikflow/engine'
import type { TChatflow } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'

const j = setUpJourney({
  user: { email: 'cache-hits@example.com', password: 'cache-pass-123' },
  unikName: 'Cached answers',
})

beforeAll(async () => {
  const flowData = buildFlow([
    { id: 'inMemoryCache_0', name: 'inMemoryCache' },
    {
      id: 'chatOpenAI_0',
      name: 'chatOpenAI',
      credential: j.credentialId,
      inputs: { modelName: 'gpt-4o-mini', cache: '{{inMemoryCache_0.data.instance}}' },
    },
    { id: 'promptTemplate_0', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    {
      id: 'llmChain_0',
      name: 'llmChain',
      inputs: { model: '{{chatOpenAI_0.data.instance}}', prompt: '{{promptTemplate_0.data.instance}}' },
    },
  ])
  const flow = await j.api<TChatflow>(`/uniks/${j.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Cached chain', flowData: JSON.stringify(flowData), isPublic: true }),
  })
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${j.server.url}/api/v1/prediction/${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'cached?' }),
    })
    expect(res.status).toBe(200)
  }
})

describe('cache hits in a run’s trace', () => {
  it.each([
    { lang: 'en', dark: false, hit: '1 answer from cache' },
    { lang: 'ru', dark: true, hit: '1 ответ из кэша' },
  ])('$lang: the second run says its model answered from the cache, the first does not', async (c) => {
    const page = await j.newPage({ lang: c.lang, dark: c.dark })
    await page.goto(`/uniks/${j.unikId}/runs`)
    const rows = page.getByTestId('run-row')
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
    // Newest first: the run the cache answered.
    await rows.first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(c.hit, { exact: true }).waitFor()
    await screenshot(page, `cache-hits-${c.lang}-${c.dark ? 'dark' : 'light'}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await rows.nth(1).click()
    await page.getByRole('dialog').getByTestId('run-node').first().waitFor()
    expect(await page.getByRole('dialog').getByText(c.hit, { exact: true }).count()).toBe(0)
    expect(j.fake.calls.filter((call) => call.path.endsWith('/chat/completions'))).toHaveLength(1)
  })
})
