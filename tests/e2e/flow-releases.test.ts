// Browser journey for drafts and releases: a public flow is switched to releasing changes explicitly
// (its current save becomes release 1); a prompt edited and saved on the canvas is only a draft — the
// public chatbot still answers from release 1 while the canvas chat runs the draft; releasing the draft
// (a note, and the changed prompt shown against the live release) makes it live; rolling back makes
// release 1 live again at once. Screenshots of the panel and the dialog in light/dark, en/ru.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TFlowReleases } from '@unikflow/graph'
import { screenshot } from '../support/browser'
import { setUpJourney } from '../support/journey'
import { azureCredentialFields, llmChainFlowData } from '../support/llm-chain-flow'

const journey = setUpJourney({
  user: { email: 'releaser@example.com', password: 'releaserpass1' },
  unikName: 'Releases space',
  credential: false,
})

const RELEASED = 'Released prompt about {product}'
const DRAFT = 'Draft prompt about {product}'
let flowId = ''

const releases = () => journey.api<TFlowReleases>(`/uniks/${journey.unikId}/chatflows/${flowId}/releases`)

beforeAll(async () => {
  const credential = await journey.api<{ id: string }>(`/uniks/${journey.unikId}/credentials`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Azure',
      credentialName: 'azureOpenAIApi',
      plainDataObj: azureCredentialFields,
    }),
  })
  const data = JSON.parse(llmChainFlowData(credential.id, journey.fake.baseUrl)) as {
    nodes: Array<{ id: string; data: { inputs: Record<string, unknown> } }>
  }
  const prompt = data.nodes.find((n) => n.id === 'promptTemplate_0')
  if (prompt) prompt.data.inputs.template = RELEASED
  const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Release bot', flowData: JSON.stringify(data), isPublic: true }),
  })
  flowId = flow.id
})

/** Asks the public chatbot page (a visitor, not signed in) and returns the answer's text. */
async function askPublicChatbot(question: string): Promise<string> {
  const context = await journey.browser.newContext({ baseURL: journey.server.url })
  const page = await context.newPage()
  await page.goto(`/chatbot/${flowId}`)
  const input = page.getByRole('textbox', { name: 'Message' })
  await input.fill(question)
  await input.press('Enter')
  const answer = page.locator('.uf-row.bot .uf-msg').last()
  await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain(question)
  const text = (await answer.textContent()) ?? ''
  await context.close()
  return text
}

async function openReleases(page: Page, button = 'Releases') {
  await page.goto(`/uniks/${journey.unikId}/chatflows/${flowId}`)
  await page.locator('.react-flow__node').first().waitFor()
  await page.getByRole('button', { name: button, exact: true }).click()
  // Slid in: its left edge where the drawer rests (the viewport's width less the panel's).
  const panel = page.getByTestId('releases-panel')
  await expect.poll(async () => Math.round((await panel.boundingBox())?.x ?? 0)).toBe(1440 - 520)
}

/** Saves the stored flow with another prompt through the API (a new draft). */
async function saveDraft(template: string) {
  const flow = await journey.api<TChatflow>(`/uniks/${journey.unikId}/chatflows/${flowId}`)
  const data = JSON.parse(flow.flowData) as {
    nodes: Array<{ id: string; data: { inputs: Record<string, unknown> } }>
  }
  const prompt = data.nodes.find((n) => n.id === 'promptTemplate_0')
  if (prompt) prompt.data.inputs.template = template
  await journey.api(`/uniks/${journey.unikId}/chatflows/${flowId}`, {
    method: 'PUT',
    body: JSON.stringify({ version: flow.version, flowData: JSON.stringify(data) }),
  })
}

describe('drafts and releases journey', () => {
  it('keeps the public chatbot on the release while the draft changes; releases and rolls back', async () => {
    const { context, page } = await journey.signedInPage()
    await openReleases(page)
    await page.getByText('Off: every save is live', { exact: false }).waitFor()
    await page.getByLabel('Release changes explicitly').click()
    await page.getByText('Live: release 1').waitFor()
    await expect.poll(async () => (await releases()).liveRelease).toBe(1)
    await page.getByRole('button', { name: 'Close releases' }).click()

    // The draft: a new prompt saved on the canvas.
    await page.getByTestId('node-promptTemplate_0').locator('textarea').first().fill(DRAFT)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(async () => (await releases()).draftVersion).toBe(2)
    expect(await askPublicChatbot('wool socks')).toContain('Released prompt about wool socks')

    // Release it: the note, and the prompt changed against the live release.
    await page.getByRole('button', { name: 'Releases', exact: true }).click()
    await page.getByRole('button', { name: 'Release…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Release the draft' })
    await dialog.getByLabel('Release note').fill('Prompt says draft now')
    const diff = dialog.getByTestId('history-diff')
    await diff.getByText('changes 1 node').waitFor()
    const row = diff.getByRole('row', { name: /^Template / })
    await row.getByText(RELEASED).waitFor()
    await row.getByText(DRAFT).waitFor()
    await diff.getByRole('columnheader', { name: 'Live' }).waitFor()
    await screenshot(page, 'flow-releases-dialog-en-light')
    await dialog.getByRole('button', { name: 'Release', exact: true }).click()
    await page.getByText('Release 2 is live').waitFor()
    const list = page.getByRole('list', { name: 'Releases of this flow' })
    await list.getByTestId('release-2').getByText('Prompt says draft now').waitFor()
    await list.getByTestId('release-2').getByText('Live').waitFor()
    await screenshot(page, 'flow-releases-panel-en-light')
    expect(await askPublicChatbot('hats')).toContain('Draft prompt about hats')

    // Roll back to release 1: live again at once.
    await list.getByTestId('release-1').getByRole('button', { name: 'Roll back' }).click()
    await page
      .getByRole('dialog', { name: 'Make release 1 live again?' })
      .getByRole('button', { name: 'Roll back' })
      .click()
    await page.getByText('Release 1 is live again').waitFor()
    await list.getByTestId('release-1').getByText('Live').waitFor()
    // The saved draft is release 2 already: it is rolled back to, not released again.
    await page.getByText('The saved draft is release 2').waitFor()
    expect(await page.getByRole('button', { name: 'Release…' }).isDisabled()).toBe(true)
    expect(await askPublicChatbot('scarves')).toContain('Released prompt about scarves')

    // Analytics split by release: the visitor's runs on release 1 (two) and on release 2 (one).
    await page.goto(`/uniks/${journey.unikId}/analytics`)
    const table = page.getByTestId('analytics-releases')
    await table.getByRole('row', { name: /Release bot Release 1 2 2 0/ }).waitFor()
    await table.getByRole('row', { name: /Release bot Release 2 1 1 0/ }).waitFor()
    await screenshot(page, 'flow-releases-analytics-en-light')
    await context.close()
  })

  it('the Releases panel and dialog in light and dark, English and Russian', async () => {
    await saveDraft('Third prompt about {product}')
    for (const [lang, dark, button, release] of [
      ['en', true, 'Releases', 'Release…'],
      ['ru', false, 'Релизы', 'Выпустить…'],
      ['ru', true, 'Релизы', 'Выпустить…'],
    ] as const) {
      const { context, page } = await journey.signedInPage({ dark, lang })
      await openReleases(page, button)
      await page.getByTestId('release-2').waitFor()
      const theme = `${lang}-${dark ? 'dark' : 'light'}`
      await screenshot(page, `flow-releases-panel-${theme}`)
      await page.getByRole('button', { name: release }).click()
      await page.getByTestId('history-diff').waitFor()
      await screenshot(page, `flow-releases-dialog-${theme}`)
      await context.close()
    }
    const { context, page } = await journey.signedInPage({ dark: true, lang: 'ru' })
    await page.goto(`/uniks/${journey.unikId}/analytics`)
    await page.getByTestId('analytics-releases').getByText('Релиз 2').waitFor()
    await screenshot(page, 'flow-releases-analytics-ru-dark')
    await context.close()
  })
})
