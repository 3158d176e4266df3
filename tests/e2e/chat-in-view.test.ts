// Browser journey: the chat keeps what matters in view. An Agentflow v2 run shows its node steps in the
// chat (each node, its status) above the answer, as a Sequential Agents run shows its agents' steps; the
// assistant preview keeps its question box and the newest answer in the window however long the
// conversation grows. Screenshots light/en and dark/ru.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { TChatflow } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { startReplyFlow } from '@unikflow/engine/testing'

const USER = { email: 'chat-in-view@example.com', password: 'chatinview1' }
const journey = setUpJourney({ user: USER, unikName: 'Chat space' })

/** The element's box lies inside the window (the page is not scrolled past it). */
async function inWindow(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox()
  const size = page.viewportSize()
  if (!box || !size) return false
  return (
    box.y >= 0 && box.y + box.height <= size.height + 1 && box.x >= 0 && box.x + box.width <= size.width + 1
  )
}

/** The element's bottom is visible inside its scrolling log (not scrolled out of the chat). */
async function bottomInLog(log: Locator, target: Locator): Promise<boolean> {
  const l = await log.boundingBox()
  const r = await target.boundingBox()
  if (!l || !r) return false
  return r.y + r.height <= l.y + l.height + 1 && r.y + r.height >= l.y
}

describe('chat in view journey', () => {
  it('shows an Agentflow v2 run’s node steps with their status above the answer (en, ru)', async () => {
    const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Greeter v2',
        type: 'AGENTFLOW',
        flowData: JSON.stringify(startReplyFlow('Welcome aboard!')),
      }),
    })
    for (const [options, names] of [
      [
        {},
        { chat: 'Chat', input: 'Type your question', steps: 'Agent steps', done: 'Done', shot: 'light-en' },
      ],
      [
        { dark: true, lang: 'ru' },
        { chat: 'Чат', input: 'Введите вопрос', steps: 'Шаги агентов', done: 'Готово', shot: 'dark-ru' },
      ],
    ] as const) {
      const page = await journey.newPage(options)
      await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flow.id}`)
      await page.getByTestId('node-directReplyAgentflow_0').waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: names.chat, exact: true }).click()
      const panel = page.getByRole('dialog', { name: names.chat })
      const input = panel.getByRole('textbox', { name: names.input })
      await input.fill('Hello')
      await input.press('Enter')
      const answer = panel.getByTestId('chat-answer').nth(1)
      await answer.getByText('Welcome aboard!').first().waitFor()
      const steps = answer.getByRole('list', { name: names.steps })
      await expect.poll(() => steps.getByRole('listitem').count()).toBe(2)
      const items = await steps.getByRole('listitem').allTextContents()
      expect(items[0]).toContain('Start')
      expect(items[1]).toMatch(/Direct Reply|Прямой ответ/)
      expect(await steps.getByRole('img', { name: names.done }).count()).toBe(2)
      await screenshot(page, `chat-in-view-v2-steps-${names.shot}`)
    }
  })

  it('keeps the question box and the newest answer in view in the assistant preview', async () => {
    const assistant = await journey.api<{ id: string }>(`/uniks/${journey.unikId}/assistants`, {
      method: 'POST',
      body: JSON.stringify({
        type: 'CUSTOM',
        details: JSON.stringify({
          name: 'Talker',
          description: '',
          instructions: 'Answer at length.',
          chatModel: { name: 'chatOpenAI', modelName: 'gpt-4o-mini', credential: journey.credentialId },
          tools: [],
          documentStoreIds: [],
        }),
      }),
    })
    for (const [path, shot, options] of [
      [`assistants/custom/preview?id=${assistant.id}`, 'preview-light-en', {}],
      [`assistants/custom/${assistant.id}`, 'edit-dark-ru', { dark: true, lang: 'ru' }],
    ] as const) {
      const page = await journey.newPage(options)
      await page.goto(`/uniks/${journey.unikId}/${path}`)
      const log = page.getByRole('log')
      const input = page.getByRole('textbox', { name: /Type your question|Введите вопрос/ })
      await input.waitFor()
      // The answers' model is not called before a question: the first answer is the queued one.
      for (let i = 1; i <= 6; i++) {
        // A person reading down the form (or the page) scrolls: the chat stays where it can be used.
        await page.mouse.move(400, 500)
        await page.mouse.wheel(0, 4000)
        await page.waitForTimeout(200)
        expect(await inWindow(page, input), `input after scrolling, ${i} (${shot})`).toBe(true)
        const lines = Array.from({ length: 6 }, (_, k) => `Answer ${i}, line ${k + 1}.`).join('\n\n')
        journey.fake.queue({ content: lines })
        await input.fill(`Question ${i}`)
        await input.press('Enter')
        const newest = log.getByTestId('chat-answer').last()
        await newest.getByText(`Answer ${i}, line 6.`).waitFor()
        await expect.poll(() => inWindow(page, input), { message: `input after ${i} (${shot})` }).toBe(true)
        await expect
          .poll(() => bottomInLog(log, newest.getByText(`Answer ${i}, line 6.`)), {
            message: `answer ${i} (${shot})`,
          })
          .toBe(true)
        await expect
          .poll(() => inWindow(page, newest.getByText(`Answer ${i}, line 6.`)), {
            message: `answer ${i} in the window (${shot})`,
          })
          .toBe(true)
      }
      // What is typed stays in the box (the conversation going on does not clear it).
      await input.fill('Half a question')
      expect(await input.inputValue()).toBe('Half a question')
      await page.screenshot({ path: `test-results/screenshots/chat-in-view-assistant-${shot}.png` })
    }
  })
})
