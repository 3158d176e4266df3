// Browser journey for custom assistants: the assistants landing page, the mandatory-fields
// check, creating an assistant with a tool, and chatting with it in its preview (streamed, tool shown),
// against the built app and testkit's fake OpenAI. Screenshots in light/dark, en/ru.
import { describe, expect, it } from 'vitest'
import type { ChatRequest } from '@unikflow/testkit'
import type { TAssistant } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { chooseOption } from '../support/choose-option'

const USER = { email: 'assistant-maker@example.com', password: 'assistantpass1' }

const journey = setUpJourney({ user: USER, unikName: 'Assistant space' })
let assistantId = ''

const chatCalls = () =>
  journey.fake.calls.filter((c) => c.path.endsWith('/chat/completions')).map((c) => c.body as ChatRequest)

describe('custom assistants journey', () => {
  it('creates an assistant with the calculator and chats with it in the preview', async () => {
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}`)
    await page.getByRole('link', { name: 'Assistants', exact: true }).click()
    await page.getByRole('article', { name: 'Azure Assistant' }).getByText('Coming soon').waitFor()
    await screenshot(page, 'assistants-landing-light')
    await page.getByRole('article', { name: 'Custom Assistant' }).click()
    await page.getByText('No custom assistants yet').waitFor()
    await page.getByRole('link', { name: 'Add' }).click()
    await page.waitForURL(/\/assistants\/custom\/new$/)

    // Saving an empty form: the product's text, nothing sent.
    await page.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('alert').getByText('Please fill in all mandatory fields').waitFor()
    expect(await journey.api<TAssistant[]>(`/uniks/${journey.unikId}/assistants`)).toEqual([])

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maths helper')
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Adds numbers for you')
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Chat model', exact: true }),
      'ChatOpenAI',
      true,
    )
    await chooseOption(page, page.getByRole('combobox', { name: 'Credential' }), 'Fake OpenAI')
    await page.getByRole('textbox', { name: 'Model name' }).fill('gpt-4o-mini')
    // Temperature is 0 to 1: 1.5 is refused on the page.
    await page.getByRole('textbox', { name: 'Temperature' }).fill('1.5')
    await page.getByRole('button', { name: 'Create' }).click()
    await page.getByText('Must be between 0 and 1').waitFor()
    await page.getByRole('textbox', { name: 'Temperature' }).fill('0.2')

    // Generate instructions: the chosen model writes them.
    await page.getByRole('button', { name: 'Generate instructions' }).click()
    const generate = page.getByRole('dialog', { name: 'Generate instructions' })
    await generate.getByRole('textbox', { name: 'What should the assistant do?' }).fill('Add numbers')
    journey.fake.queue({ content: 'You add numbers with the calculator and explain the result.' })
    await generate.getByRole('button', { name: 'Generate', exact: true }).click()
    await generate.getByRole('button', { name: 'Use these instructions' }).click()
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Instructions', exact: true }).inputValue())
      .toBe('You add numbers with the calculator and explain the result.')

    await page.getByRole('combobox', { name: 'Tools' }).click()
    await page.getByRole('option', { name: 'Calculator' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Create' }).click()
    await page.waitForURL(/\/assistants\/custom\/[0-9a-f-]{36}$/)
    assistantId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const [saved] = await journey.api<TAssistant[]>(`/uniks/${journey.unikId}/assistants?type=CUSTOM`)
    expect(saved?.id).toBe(assistantId)
    expect(JSON.parse(saved?.details ?? '{}')).toMatchObject({
      name: 'Maths helper',
      chatModel: { name: 'chatOpenAI', modelName: 'gpt-4o-mini', temperature: 0.2 },
      tools: [{ kind: 'node', name: 'calculator' }],
    })

    // The preview beside the form: streamed answer, the tool shown with the model's arguments.
    const panel = page.getByRole('dialog', { name: 'Chat' })
    await panel.getByText('Hi there! How can I help?').waitFor()
    journey.fake.queue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '12 * 7' } }] },
      { content: 'Twelve times seven is **84**.' },
    )
    const streamed = page.waitForResponse((r) => r.url().includes(`/internal-prediction/${assistantId}`))
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('What is 12 times 7?')
    await input.press('Enter')
    expect((await streamed).headers()['content-type']).toContain('text/event-stream')
    const answer = panel.getByTestId('chat-answer').nth(1)
    await answer.locator('strong', { hasText: '84' }).waitFor()
    await panel.getByRole('list', { name: 'Used tools' }).getByText('calculator').click()
    const toolDialog = page.getByRole('dialog', { name: 'calculator' })
    await toolDialog.getByText('12 * 7').first().waitFor()
    await toolDialog.getByText('84', { exact: true }).waitFor()
    await toolDialog.getByRole('button', { name: 'Close' }).click()
    const system = JSON.stringify(chatCalls().at(-1)?.messages[0])
    expect(system).toContain('You add numbers with the calculator')
    await screenshot(page, 'assistant-edit-light')
    await context.close()
  })

  it('lists the assistant and opens its preview page; screenshots in dark and Russian', async () => {
    for (const [dark, lang] of [
      [false, 'ru'],
      [true, 'en'],
      [true, 'ru'],
    ] as const) {
      const { context, page } = await journey.signedInPage({ dark, lang })
      const suffix = `${dark ? 'dark' : 'light'}-${lang}`
      await page.goto(`/uniks/${journey.unikId}/assistants`)
      await page.getByRole('article').nth(2).waitFor()
      await screenshot(page, `assistants-landing-${suffix}`)
      await page.goto(`/uniks/${journey.unikId}/assistants/custom`)
      await page.getByRole('article', { name: 'Maths helper' }).waitFor()
      await screenshot(page, `assistants-list-${suffix}`)
      await page.goto(`/uniks/${journey.unikId}/assistants/custom/${assistantId}`)
      await page.getByRole('dialog').getByRole('log').waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `assistant-edit-${suffix}`)
      await context.close()
    }
    const { context, page } = await journey.signedInPage()
    await page.goto(`/uniks/${journey.unikId}/assistants/custom`)
    await page.getByRole('button', { name: 'Chat with Maths helper' }).click()
    await page.waitForURL(/\/assistants\/custom\/preview\?id=/)
    const panel = page.getByRole('dialog', { name: 'Chat' })
    journey.fake.queue({ content: 'Hello from the preview page.' })
    const input = panel.getByRole('textbox', { name: 'Type your question' })
    await input.fill('hi')
    await input.press('Enter')
    await panel.getByText('Hello from the preview page.').waitFor()
    await screenshot(page, 'assistant-preview-light')
    await context.close()
  })
})
