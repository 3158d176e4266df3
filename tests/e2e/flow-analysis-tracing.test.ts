// Browser journey for the chatflow's analysis settings: switch Langfuse on in the Chatflow Analysis tab
// (its credential and release), chat with the flow, and the Langfuse double receives the run's trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTracingServices, type FakeTracingServices } from '@unikflow/testkit'
import { ANALYTIC_PROVIDERS } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { createLlmChainFlow } from '../support/llm-chain-flow'
import { chooseOption } from '../support/choose-option'

const journey = setUpJourney({
  user: { email: 'tracer@example.com', password: 'tracerpass1' },
  unikName: 'Tracing',
  // The tracing services' double is on loopback: the operator allows it.
  serverEnv: { UNIKFLOW_OUTBOUND_ALLOWLIST: '127.0.0.1' },
})
let services: FakeTracingServices
let flowId = ''

beforeAll(async () => {
  services = await startFakeTracingServices()
  flowId = (
    await createLlmChainFlow({
      baseUrl: journey.server.url,
      token: journey.token,
      unikId: journey.unikId,
      name: 'Traced bot',
      fakeBaseUrl: journey.fake.baseUrl,
    })
  ).id
  await journey.api(`/uniks/${journey.unikId}/credentials`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Team Langfuse',
      credentialName: 'langfuseApi',
      plainDataObj: {
        langFuseSecretKey: 'sk-lf-journey',
        langFusePublicKey: 'pk-lf-journey',
        langFuseEndpoint: services.url,
      },
    }),
  })
})
afterAll(() => services?.close())

describe('chatflow analysis journey', () => {
  it('switches Langfuse on in the analysis tab, and a chat run reaches it as a trace', async () => {
    const page = await journey.newPage()
    await page.goto(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    await page.getByRole('button', { name: 'Flow settings' }).click()
    await page.getByRole('menuitem', { name: 'Configuration' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'Chatflow Analysis' }).click()
    // Every provider is offered, folded.
    for (const { label } of ANALYTIC_PROVIDERS)
      await dialog.getByRole('button', { name: label, exact: true }).waitFor()

    await dialog.getByRole('button', { name: 'LangFuse', exact: true }).click()
    await chooseOption(
      page,
      dialog.getByRole('combobox', { name: 'LangFuse credential' }),
      'Team Langfuse (langfuseApi)',
    )
    await dialog.getByRole('textbox', { name: 'Release' }).fill('v2.1')
    await dialog.getByRole('switch', { name: 'Send traces to LangFuse' }).check()
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/chatflows/${flowId}`),
    )
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    const answer = await put
    expect(answer.status(), await answer.text()).toBe(200)
    await dialog.getByText('On', { exact: true }).waitFor()
    await dialog.getByText('LangFuse', { exact: true }).scrollIntoViewIfNeeded()
    await screenshot(page, 'flow-analysis-langfuse-on-en-light')

    const saved = await journey.api<{ analytic: string }>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    expect(JSON.parse(saved.analytic)).toMatchObject({ langFuse: { status: true, release: 'v2.1' } })
    expect(saved.analytic).not.toContain('sk-lf-journey')

    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    journey.fake.queue({ content: 'Socks are in aisle 3.' })
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const input = page.getByRole('textbox', { name: 'Type your question' })
    await input.fill('Where are the socks?')
    await input.press('Enter')
    await page.getByText('Socks are in aisle 3.').waitFor()

    await expect
      .poll(() => services.received.filter((r) => r.service === 'langFuse').length, { timeout: 15_000 })
      .toBe(1)
    const [request] = services.received
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('pk-lf-journey:sk-lf-journey').toString('base64')}`,
    )
    const batch = (request?.body as { batch: { type: string; body: Record<string, unknown> }[] }).batch
    expect(batch[0]).toMatchObject({
      type: 'trace-create',
      body: {
        name: 'Traced bot',
        release: 'v2.1',
        input: 'Where are the socks?',
        output: 'Socks are in aisle 3.',
      },
    })
    expect(batch.slice(1).map((e) => e.type)).toContain('generation-create')
    // Only the provider switched on was sent to.
    expect(new Set(services.received.map((r) => r.service))).toEqual(new Set(['langFuse']))
    await page.context().close()
  })

  it('shows the providers in Russian and dark', async () => {
    const page = await journey.newPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    await page.getByRole('button', { name: 'Настройки потока' }).click()
    await page.getByRole('menuitem', { name: 'Настройки' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('tab').nth(5).click()
    await dialog.getByRole('heading', { name: 'Сервисы трассировки' }).waitFor()
    await dialog.getByRole('switch', { name: 'Отправлять трассировки в LangFuse' }).waitFor()
    await dialog.getByRole('button', { name: 'LangSmith', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Имя проекта' }).waitFor()
    await screenshot(page, 'flow-analysis-providers-ru-dark')
    await page.context().close()
  })
})
