// Browser journey: images sent in a chat show again when the chat is reopened — the canvas chat and View
// Messages (signed in: the image comes from /api/v1/get-upload-file with the user's token) and the public
// chatbot page (the widget: the same route, public flow, no session), in English and Russian, against
// testkit's fake OpenAI as the vision model.
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { apiCall, createLlmChainFlow } from '../support/llm-chain-flow'

const j = setUpJourney({
  user: { email: 'uploader@example.com', password: 'uploaderpass1' },
  unikName: 'Uploads',
})

const TEXTS = {
  en: { chat: 'Chat', question: 'Type your question', settings: 'Flow settings', messages: 'View Messages' },
  ru: {
    chat: 'Чат',
    question: 'Введите вопрос',
    settings: 'Настройки потока',
    messages: 'Просмотр сообщений',
  },
} as const

let flowId = ''
let png: Buffer = Buffer.alloc(0)

/** Waits until the image has loaded, and answers its natural width (0: it did not load). */
async function naturalWidth(img: Locator): Promise<number> {
  await img.waitFor({ timeout: 20_000 })
  await expect
    .poll(() =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0)
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth)
}

/** The image the last question sent the model (OpenAI's image_url part), as a data URL. */
function lastImageSent(): string | undefined {
  const calls = j.fake.calls.filter((c) => c.path.endsWith('/chat/completions'))
  const body = calls.at(-1)?.body as { messages: { role: string; content: unknown }[] }
  const user = body.messages.filter((m) => m.role === 'user').at(-1)?.content
  const part = Array.isArray(user)
    ? (user as { type: string; image_url?: { url: string } }[]).find((p) => p.type === 'image_url')
    : undefined
  return part?.image_url?.url
}

beforeAll(async () => {
  const flow = await createLlmChainFlow({
    baseUrl: j.server.url,
    token: j.token,
    unikId: j.unikId,
    name: 'Sock photos',
    fakeBaseUrl: j.fake.baseUrl,
  })
  flowId = flow.id
  const current = await apiCall<{ flowData: string }>(
    j.server.url,
    j.token,
    'GET',
    `/uniks/${j.unikId}/chatflows/${flowId}`,
  )
  const graph = JSON.parse(current.flowData) as {
    nodes: { data: { name: string; inputs: Record<string, unknown> } }[]
  }
  for (const node of graph.nodes)
    if (node.data.name === 'azureChatOpenAI') node.data.inputs.allowImageUploads = true
  await apiCall(j.server.url, j.token, 'PUT', `/uniks/${j.unikId}/chatflows/${flowId}`, {
    version: flow.version,
    isPublic: true,
    flowData: JSON.stringify(graph),
  })
  j.fake.respondWith(() => ({ content: 'A striped wool sock.' }))
  // A small picture with colours, made by the browser itself.
  const page = await j.newPage()
  await page.setContent(
    '<div id="pic" style="width:64px;height:48px;background:linear-gradient(90deg,#e11d48,#2563eb)"></div>',
  )
  png = await page.locator('#pic').screenshot()
  await page.context().close()
})

async function askWithImage(
  page: Page,
  panel: Locator,
  lang: keyof typeof TEXTS,
  name: string,
): Promise<void> {
  await panel.getByTestId('chat-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: png })
  const input = panel.getByRole('textbox', { name: TEXTS[lang].question })
  await input.fill('Which sock is this?')
  await input.press('Enter')
  await panel.getByText('A striped wool sock.').waitFor({ timeout: 20_000 })
  expect(lastImageSent()).toBe(`data:image/png;base64,${png.toString('base64')}`)
  // The sent question shows the picture it carried.
  expect(await naturalWidth(panel.getByTestId('chat-question').getByRole('img', { name }))).toBe(64)
}

describe('chat uploads shown again', () => {
  for (const lang of ['en', 'ru'] as const)
    it(`the canvas chat and View Messages show a reopened chat's image (${lang})`, async () => {
      const t = TEXTS[lang]
      const page = await j.newPage({ lang, dark: lang === 'ru' })
      await page.goto(`/uniks/${j.unikId}/chatflows/${flowId}`)
      await page.getByRole('button', { name: t.chat, exact: true }).click()
      const panel = page.getByRole('dialog', { name: t.chat })
      const name = `sock-${lang}.png`
      await askWithImage(page, panel, lang, name)

      await page.reload()
      await page.getByRole('button', { name: t.chat, exact: true }).click()
      const reopened = page.getByRole('dialog', { name: t.chat })
      await reopened.getByText('A striped wool sock.').waitFor({ timeout: 20_000 })
      const image = reopened.getByTestId('chat-question').getByRole('img', { name })
      expect(await naturalWidth(image)).toBe(64)
      expect(await image.getAttribute('src')).toMatch(/^blob:/)
      await screenshot(page, `chat-uploads-canvas-reopened-${lang}`)

      await reopened.getByRole('button', { name: lang === 'en' ? 'Close chat' : 'Закрыть чат' }).click()
      await page.getByRole('button', { name: t.settings }).click()
      await page.getByRole('menuitem', { name: t.messages }).click()
      const messages = page.getByRole('dialog').filter({ has: page.getByTestId('chat-question') })
      expect(await naturalWidth(messages.getByRole('img', { name }).first())).toBe(64)
      await screenshot(page, `chat-uploads-view-messages-${lang}`)
      await page.context().close()
    })

  for (const lang of ['en', 'ru'] as const)
    it(`the public chatbot page shows a reopened chat's image, without a session (${lang})`, async () => {
      const context = await j.browser.newContext({
        baseURL: j.server.url,
        viewport: { width: 900, height: 760 },
        locale: lang,
      })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`/chatbot/${flowId}`)
      const widget = page.locator('unikflow-fullchatbot')
      const name = `public-sock-${lang}.png`
      await widget.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: png })
      const input = widget.getByRole('textbox')
      await input.fill('Which sock is this?')
      await input.press('Enter')
      await widget.getByText('A striped wool sock.').waitFor({ timeout: 20_000 })
      expect(lastImageSent()).toBe(`data:image/png;base64,${png.toString('base64')}`)
      // This visit's picture comes from the file itself.
      const sent = widget.getByRole('img', { name })
      expect(await naturalWidth(sent)).toBe(64)
      expect(await sent.getAttribute('src')).toMatch(/^blob:/)

      await page.reload()
      const again = page.locator('unikflow-fullchatbot')
      await again.getByText('A striped wool sock.').waitFor({ timeout: 20_000 })
      const image = again.getByRole('img', { name })
      expect(await naturalWidth(image)).toBe(64)
      expect(await image.getAttribute('src')).toContain('/api/v1/get-upload-file?')
      await screenshot(page, `chat-uploads-public-reopened-${lang}`)
      expect(errors).toEqual([])
      await context.close()
    })
})
