// Browser journey: a unik's Dashboard is an overview. A new unik's dashboard offers the first steps
// (new chatflow, new document store — its dialog open at once —, import, export) and says what is empty;
// once the unik has flows, a store and an assistant, and its flows have run (one failed), the dashboard
// lists them, counts the runs and failures of the last days and names the failed flow with its error.
// Settings still offers Export and Import. Screenshots light/en and dark/ru.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { settled } from '../support/canvas'
import { setUpJourney } from '../support/journey'
import { createLlmChainFlow } from '../support/llm-chain-flow'

const USER = { email: 'unik-dashboard@example.com', password: 'unikdashboard1' }
const journey = setUpJourney({ user: USER, unikName: 'Overview space' })

async function predict(flowId: string): Promise<number> {
  const res = await fetch(`${journey.server.url}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'Tell me a joke' }),
  })
  await res.text()
  return res.status
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name })

describe('unik dashboard journey', () => {
  it('offers the first steps on a new unik', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}`)
    const actions = page.getByRole('navigation', { name: 'Quick actions' })
    await actions.getByRole('link', { name: 'New chatflow' }).waitFor()
    await actions.getByRole('button', { name: 'Import' }).waitFor()
    await actions.getByRole('button', { name: 'Export' }).waitFor()
    await section(page, 'Flows')
      .getByText('No flows yet. Start with a chatflow, or pick a template.')
      .waitFor()
    await section(page, 'Runs of the last 7 days')
      .getByText(/No runs in these days yet/)
      .waitFor()
    await settled(page)
    await screenshot(page, 'unik-dashboard-empty-light-en')

    // Export from the dashboard: the usual dialog.
    await actions.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Chatflows' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    // Settings keeps Export and Import too.
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Export' }).waitFor()
    await page.getByRole('menuitem', { name: 'Import' }).waitFor()
    await page.keyboard.press('Escape')

    // "New document store" opens the stores page with its Add dialog.
    await actions.getByRole('link', { name: 'New document store' }).click()
    await page.waitForURL(/\/document-stores\?new=1$/)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Handbook')
    await dialog.getByRole('button', { name: /Create|Add|Save/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForURL(/\/document-stores$/)
  })

  it('shows recent flows, stores, assistants and the runs and failures of the last days (ru, dark)', async () => {
    const flow = await createLlmChainFlow({
      baseUrl: journey.server.url,
      token: journey.token,
      unikId: journey.unikId,
      name: 'Joke bot',
      fakeBaseUrl: journey.fake.baseUrl,
      isPublic: true,
    })
    await journey.api(`/uniks/${journey.unikId}/assistants`, {
      method: 'POST',
      body: JSON.stringify({
        type: 'CUSTOM',
        details: JSON.stringify({
          name: 'Helper',
          description: '',
          instructions: '',
          chatModel: { name: 'chatOpenAI', modelName: 'gpt-4o-mini', credential: journey.credentialId },
          tools: [],
          documentStoreIds: [],
        }),
      }),
    })
    journey.fake.queue({ content: 'Why did the chicken cross the road?' })
    expect(await predict(flow.id)).toBe(200)
    // The provider fails every call (retries too) for one question.
    journey.fake.respondWith(() => ({ error: { status: 500, message: 'the model is on fire' } }))
    expect(await predict(flow.id)).toBeGreaterThanOrEqual(500)
    journey.fake.respondWith(() => ({ content: 'fine again' }))

    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}`)
    const flows = section(page, 'Флоу')
    await flows.getByRole('link', { name: 'Joke bot' }).waitFor()
    await section(page, 'Хранилища документов').getByRole('link', { name: 'Handbook' }).waitFor()
    await section(page, 'Ассистенты').getByRole('link', { name: 'Helper' }).waitFor()
    const activity = section(page, 'Запуски за последние 7 дней')
    await activity.getByText('запуска', { exact: true }).waitFor()
    const failures = activity.getByRole('list', { name: 'Последние ошибки' })
    await failures.getByRole('link', { name: 'Joke bot' }).waitFor()
    await failures.getByText(/the model is on fire/).waitFor()
    const today = new Date().toISOString().slice(0, 10)
    await activity.getByRole('img', { name: `${today}: запусков 2, с ошибкой 1` }).waitFor()
    await settled(page)
    await screenshot(page, 'unik-dashboard-overview-dark-ru')

    // A failed flow opens on its canvas.
    await failures.getByRole('link', { name: 'Joke bot' }).click()
    await page.waitForURL(new RegExp(`/chatflows/${flow.id}$`))
  })

  it('shows the overview in light and English too', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}`)
    await section(page, 'Runs of the last 7 days').getByRole('link', { name: 'Joke bot' }).waitFor()
    await section(page, 'Assistants').getByRole('link', { name: 'Helper' }).waitFor()
    await settled(page)
    await screenshot(page, 'unik-dashboard-overview-light-en')
  })
})
