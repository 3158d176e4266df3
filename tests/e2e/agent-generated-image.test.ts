// Browser journey: an Agentflow v2 Agent with OpenAI's image generation answers with a picture. The canvas
// chat shows the image the run kept with the chat (and again after a reload), and a code interpreter's
// `sandbox:` link downloads the file it wrote; the public chatbot page's widget shows the image to a visitor
// of the published flow, with the tool it used.
import { readFileSync } from 'node:fs'
import type { Locator } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSolidPng } from '@unikflow/testkit'
import { builtInToolsAgentFlow } from '@unikflow/engine/testing'
import type { TChatflow } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'

const journey = setUpJourney({
  user: { email: 'agent-image-user@example.com', password: 'agentimagepass1' },
  unikName: 'Painters',
})
let flowId = ''

/** A 96×96 red square: large enough to see in the screenshots. */
const IMAGE = {
  kind: 'imageGeneration',
  prompt: 'A red dot',
  base64: makeSolidPng(96, 96, [220, 38, 38]),
} as const

/** Start → Agent whose model (ChatOpenAI at the fake server) may generate images. */
const painterFlow = (credential: string) =>
  JSON.stringify(builtInToolsAgentFlow(['image_generation'], credential, 'gpt-4o'))

/** The image has arrived and the browser could draw it (not a broken image). */
async function drawn(image: Locator): Promise<void> {
  await image.waitFor()
  await expect
    .poll(() => image.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)))
    .toBe(96)
}

beforeAll(async () => {
  const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Painter', type: 'AGENTFLOW', flowData: painterFlow(journey.credentialId) }),
  })
  await journey.api(`/uniks/${journey.unikId}/chatflows/${flow.id}`, {
    method: 'PUT',
    body: JSON.stringify({ isPublic: true, version: flow.version }),
  })
  flowId = flow.id
})

/** The painter flow on the agent canvas, its Chat panel open. */
async function openCanvasChat() {
  const page = await journey.newPage()
  await page.goto(`/uniks/${journey.unikId}/agentcanvas/${flowId}`)
  await page.getByRole('button', { name: 'Chat', exact: true }).click()
  const panel = page.getByRole('dialog', { name: 'Chat' })
  return { page, panel, input: panel.getByRole('textbox', { name: 'Type your question' }) }
}

describe('an agent that draws', () => {
  it('shows the generated image under the answer in the canvas chat, and again after a reload', async () => {
    const { page, panel, input } = await openCanvasChat()
    journey.fake.queue({ content: 'Here is a red dot.', builtIn: IMAGE })
    await input.fill('Draw a red dot')
    await input.press('Enter')
    const answer = panel.getByTestId('chat-answer').filter({ hasText: 'Here is a red dot.' }).last()
    await drawn(answer.getByTestId('chat-answer-image'))
    await screenshot(page, 'agent-generated-image-light')

    await page.reload()
    await page.getByRole('button', { name: 'Chat', exact: true }).click()
    const kept = page
      .getByRole('dialog', { name: 'Chat' })
      .getByTestId('chat-answer')
      .filter({ hasText: 'Here is a red dot.' })
    await drawn(kept.getByTestId('chat-answer-image'))
    await page.context().close()
  })

  it("downloads the file a code interpreter wrote from the answer's sandbox link", async () => {
    const { page, panel, input } = await openCanvasChat()
    journey.fake.queue({
      content: 'Your [table](sandbox:/mnt/data/table.csv) is ready.',
      builtIn: { kind: 'codeFile', code: 'write()', fileName: 'table.csv', content: 'a,b\n1,2\n' },
    })
    await input.fill('Make a table')
    await input.press('Enter')
    const answer = panel.getByTestId('chat-answer').filter({ hasText: 'is ready.' }).last()
    const downloading = page.waitForEvent('download')
    await answer.getByRole('button', { name: 'table', exact: true }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('table.csv')
    const path = await download.path()
    expect(readFileSync(path, 'utf8')).toBe('a,b\n1,2\n')
    await page.context().close()
  })

  it("shows it to a visitor of the public chatbot page, from that visitor's chat", async () => {
    const context = await journey.browser.newContext({ baseURL: journey.server.url })
    const page = await context.newPage()
    await page.goto(`/chatbot/${flowId}`)
    const input = page.getByRole('textbox', { name: 'Message' })
    journey.fake.queue({ content: 'A dot for you.', builtIn: IMAGE })
    await input.fill('Draw a dot')
    await input.press('Enter')
    await drawn(page.getByTestId('uf-artifact'))
    // The tool the run used, named beside the widget's own icon (an emoji drew a box without an emoji font).
    const tool = page.getByRole('group', { name: 'Used tools' }).locator('summary')
    expect(await tool.textContent()).toBe('image_generation')
    expect(await tool.locator('svg').count()).toBe(1)
    await screenshot(page, 'agent-generated-image-widget')
    await context.close()
  })
})
