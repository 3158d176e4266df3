// Browser journey for templates: browse and filter the community templates, open one on the
// read-only marketplace canvas, use it, pick a credential, chat with it at the fake model; save a flow as
// my template (name mandatory) and find it under My templates. Screenshots in light/dark, en/ru.
import { describe, expect, it } from 'vitest'
import type { TChatflow, TTemplateSummary } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'template-user@example.com', password: 'templatepass1' }
const CREDENTIAL = 'Fake OpenAI'

const journey = setUpJourney({ user: USER, unikName: 'Template space', credential: CREDENTIAL })

describe('templates journey', () => {
  it('finds a community template, previews it read-only, uses it and chats with the new flow', async () => {
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}`)
    await page.getByRole('link', { name: 'Templates', exact: true }).click()
    await page.getByRole('article', { name: 'LLM Chain' }).waitFor()
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(25)
    await screenshot(page, 'templates-community-light')

    // Filters: agents only, then a search inside them.
    await chooseOption(page, page.getByRole('combobox', { name: 'Use case' }), 'Agent', true)
    await page.getByRole('article', { name: 'Tool Agent with Calculator' }).waitFor()
    expect(await page.getByRole('article', { name: 'LLM Chain' }).count()).toBe(0)
    await page.getByRole('searchbox', { name: 'Search' }).fill('memory')
    await page.getByText('No templates match the filters').waitFor()
    await chooseOption(page, page.getByRole('combobox', { name: 'Use case' }), 'All', true)
    await page.getByRole('article', { name: 'Conversation with Memory' }).click()

    // The marketplace canvas: the flow's nodes, nothing editable, no palette.
    await page.waitForURL(/\/templates\/conversation-with-memory$/)
    await page.getByRole('heading', { name: 'Conversation with Memory' }).waitFor()
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(3)
    await expect.poll(() => page.locator('.react-flow__edge').count(), { timeout: 15_000 }).toBe(2)
    expect(await page.getByRole('button', { name: 'Add nodes' }).count()).toBe(0)
    // Fields exist on the cards but are disabled (the canvas sits in a disabled fieldset).
    expect(
      await page.locator('.react-flow__node').locator('input, textarea, select').count(),
    ).toBeGreaterThan(0)
    expect(
      await page
        .locator('.react-flow__node')
        .locator('input:enabled, textarea:enabled, select:enabled')
        .count(),
    ).toBe(0)
    await screenshot(page, 'template-canvas-light')

    await page.getByRole('button', { name: 'Use template' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const created = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
    expect(created.name).toBe('Conversation with Memory')
    await page
      .getByTestId('node-chatOpenAI_0')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: CREDENTIAL }) })
      .selectOption({ label: CREDENTIAL })
    await page.keyboard.press('Control+s')
    await expect
      .poll(
        async () => (await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)).version,
      )
      .toBe(2)

    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Chat' })
    journey.fake.queue({ content: 'Hello from the template flow.' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('Hi there')
    await input.press('Enter')
    await panel.getByTestId('chat-answer').filter({ hasText: 'Hello from the template flow.' }).waitFor()
    await panel.getByRole('button', { name: 'Close chat' }).click()

    // Save as template: the name is mandatory, then it is listed under My templates.
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Save as template' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save as template' })
    await dialog.getByRole('textbox', { name: 'Template Name' }).fill('')
    await dialog.getByRole('button', { name: 'Save Template' }).click()
    await dialog.getByText('Template Name is mandatory!').waitFor()
    expect(await journey.api<TTemplateSummary[]>(`/uniks/${journey.unikId}/marketplaces/custom`)).toEqual([])
    await dialog.getByRole('textbox', { name: 'Template Name' }).fill('Team greeter')
    await dialog.getByRole('textbox', { name: 'Use cases' }).fill('Support, Chatbot')
    await dialog.getByRole('button', { name: 'Save Template' }).click()
    await page.getByText('Saved as template "Team greeter"').waitFor()

    await page.goto(`/uniks/${journey.unikId}/templates`)
    await page.getByRole('tab', { name: 'My templates' }).click()
    const mine = page.getByRole('article', { name: 'Team greeter' })
    await mine.waitFor()
    await mine.getByText('Support').waitFor()
    await screenshot(page, 'templates-mine-light')
    await mine.getByRole('heading', { name: 'Team greeter' }).click()
    await page.waitForURL(/\/templates\/[0-9a-f-]{36}$/)
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(3)
    // The credential picked on the canvas is not part of the template.
    const stored = await journey.api<{ flowData: string }>(
      `/uniks/${journey.unikId}/marketplaces/templates/${new URL(page.url()).pathname.split('/').pop() ?? ''}`,
    )
    expect(JSON.parse(stored.flowData).nodes[0].data.credential ?? '').toBe('')
    await context.close()
  })

  it('reads in dark mode and in Russian', async () => {
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/templates`)
    await page.getByRole('tab', { name: 'Шаблоны сообщества' }).waitFor()
    await page.getByRole('article', { name: 'AR-викторина' }).waitFor()
    await screenshot(page, 'templates-community-dark-ru')
    await page.goto(`/uniks/${journey.unikId}/templates/qa-over-text`)
    await page.getByRole('button', { name: 'Использовать шаблон' }).waitFor()
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(6)
    await screenshot(page, 'template-canvas-dark-ru')
    await context.close()
  })
})
