// Browser journeys for the canvas editor, against the built app on SQLite.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { flowiseFixturesDir } from '@unikflow/testkit/fixtures'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { addNodeFromPalette, connect, fetchFlow, nodePosition, RU_PALETTE } from '../support/canvas'
import { signedInPage as openSignedInPage } from '../support/journey'

const FIXTURES = flowiseFixturesDir
const USER = { email: 'builder@example.com', password: 'builderpass1' }
const OTHER = { email: 'colleague@example.com', password: 'colleaguepass1' }

let server: RunningServer
let browser: Browser
let token: string
let unikId: string

beforeAll(async () => {
  // Several people register here on their own (the server's default is invitations only).
  server = await startAppServer({ REGISTRATION: 'open' })
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  await registerUser(server.url, OTHER.email, OTHER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'Canvas space')).id
  const add = await fetch(`${server.url}/api/v1/uniks/${unikId}/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email: OTHER.email, role: 'editor' }),
  })
  expect(add.status).toBeLessThan(300)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

function signedInPage(
  accessToken: string,
  options: { dark?: boolean; lang?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  return openSignedInPage(browser, server, accessToken, options)
}

async function saveNew(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

async function saveExisting(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/chatflows/'))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await saved
}

describe('canvas journeys', () => {
  let flowId = ''

  it('builds Prompt Template → LLM Chain ← ChatOpenAI, refuses a wrong connection, saves and reloads', async () => {
    const { context, page } = await signedInPage(token)
    await page.goto(`/uniks/${unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await addNodeFromPalette(page, 'ChatOpenAI', { x: 420, y: 60 })
    await addNodeFromPalette(page, 'Prompt Template', { x: 780, y: 60 })
    await addNodeFromPalette(page, 'LLM Chain', { x: 1120, y: 60 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.locator('.react-flow__controls-fitview').click()
    for (const id of ['chatOpenAI_0', 'promptTemplate_0', 'llmChain_0']) {
      await page.getByTestId(`node-${id}`).waitFor()
    }
    // A chat model is not a prompt: refused, no edge.
    await connect(page, 'chatOpenAI_0', 'llmChain_0', 'prompt')
    await page.waitForTimeout(300)
    expect(await page.locator('.react-flow__edge').count()).toBe(0)

    await connect(page, 'chatOpenAI_0', 'llmChain_0', 'model')
    await connect(page, 'promptTemplate_0', 'llmChain_0', 'prompt')
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2)
    flowId = await saveNew(page, 'Joke bot')
    await screenshot(page, 'canvas-light-en')

    const before = await fetchFlow(server.url, token, unikId, flowId)
    expect(before.flow.nodes.map((n) => n.id).sort()).toEqual([
      'chatOpenAI_0',
      'llmChain_0',
      'promptTemplate_0',
    ])
    expect(before.flow.edges).toHaveLength(2)
    const chain = before.flow.nodes.find((n) => n.id === 'llmChain_0')
    expect(chain?.data.inputs.model).toBe('{{chatOpenAI_0.data.instance}}')
    expect(chain?.data.inputs.prompt).toBe('{{promptTemplate_0.data.instance}}')

    await page.reload()
    await page.getByTestId('node-llmChain_0').waitFor()
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2)
    const ids = await page
      .locator('.react-flow__node')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
    expect(ids.sort()).toEqual(['chatOpenAI_0', 'llmChain_0', 'promptTemplate_0'])
    const after = await fetchFlow(server.url, token, unikId, flowId)
    expect(after.flow.nodes).toEqual(before.flow.nodes)
    expect(after.flow.edges).toEqual(before.flow.edges)
    await context.close()
  })

  it('duplicates a node 400 to the right, deletes one (clearing the input) and undoes it', async () => {
    const { context, page } = await signedInPage(token)
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    const chainNode = page.getByTestId('node-llmChain_0')
    await chainNode.waitFor()
    const original = await nodePosition(page, 'llmChain_0')
    await chainNode.hover()
    await chainNode.getByRole('button', { name: 'Duplicate node' }).click()
    await page.getByTestId('node-llmChain_1').waitFor()
    const copy = await nodePosition(page, 'llmChain_1')
    expect(copy.x - original.x).toBe(400)
    expect(copy.y).toBe(original.y)

    const prompt = page.getByTestId('node-promptTemplate_0')
    await prompt.hover()
    await prompt.getByRole('button', { name: 'Delete node' }).click()
    await expect.poll(() => page.getByTestId('node-promptTemplate_0').count()).toBe(0)
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(1)
    await saveExisting(page)
    const saved = await fetchFlow(server.url, token, unikId, flowId)
    expect(saved.flow.nodes.find((n) => n.id === 'llmChain_0')?.data.inputs.prompt ?? '').toBe('')
    expect(saved.flow.nodes.some((n) => n.id === 'llmChain_1')).toBe(true)

    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+z')
    await page.getByTestId('node-promptTemplate_0').waitFor()
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2)
    await saveExisting(page)
    const restored = await fetchFlow(server.url, token, unikId, flowId)
    expect(restored.flow.nodes.find((n) => n.id === 'llmChain_0')?.data.inputs.prompt).toBe(
      '{{promptTemplate_0.data.instance}}',
    )
    await context.close()
  })

  it('loads every Flowise fixture through the file picker and saves it', async () => {
    const { context, page } = await signedInPage(token)
    for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.json'))) {
      const fixture = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as {
        nodes: unknown[]
        edges: unknown[]
      }
      await page.goto(`/uniks/${unikId}/chatflows/new`)
      await page.locator('.react-flow__pane').waitFor()
      await page.getByTestId('load-chatflow-input').setInputFiles(join(FIXTURES, file))
      await expect
        .poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 })
        .toBe(fixture.nodes.length)
      expect(await page.getByText(/do not know|не знает/).count()).toBe(0)
      const id = await saveNew(page, file.replace('.json', ''))
      const stored = await fetchFlow(server.url, token, unikId, id)
      expect(stored.flow.nodes).toHaveLength(fixture.nodes.length)
      expect(stored.flow.edges).toHaveLength(fixture.edges.length)
      if (file === 'conversational-retrieval-qa-chain.json') await screenshot(page, 'canvas-fixture-light')
    }
    await context.close()
  })

  it('marks deprecating nodes with a chip and its hint, in the palette and on the card (light en, dark ru)', async () => {
    const runs = [
      {
        options: { lang: 'en' },
        names: { toggle: 'Add nodes', search: 'Search nodes' },
        upsertLabel: 'Pinecone Upsert Document',
        existing: /^Pinecone Load Existing Index/,
        chip: 'Deprecating',
        hint: /^A newer node replaces this one/,
        shot: 'canvas-palette-badges-light-en',
      },
      {
        options: { lang: 'ru', dark: true },
        names: RU_PALETTE,
        upsertLabel: 'Pinecone: загрузка документов',
        existing: /^Pinecone: существующий индекс/,
        chip: 'Устаревает',
        hint: /^На смену этому узлу пришёл более новый/,
        shot: 'canvas-palette-badges-dark-ru',
      },
    ]
    for (const { options, names, upsertLabel, existing, chip, hint, shot } of runs) {
      const { context, page } = await signedInPage(token, options)
      await page.goto(`/uniks/${unikId}/chatflows/new`)
      await page.locator('.react-flow__pane').waitFor()
      await addNodeFromPalette(page, upsertLabel, { x: 760, y: 120 }, names)
      const card = page.getByTestId('node-pineconeUpsert_0')
      await expect.poll(() => card.getByTestId('node-badge').textContent()).toBe(chip)

      await page.getByRole('textbox', { name: names.search }).fill('Pinecone')
      const item = (label: RegExp) =>
        page.locator('[draggable="true"]').filter({
          has: page.locator('.MuiListItemText-primary', { hasText: label }),
        })
      const legacy = item(existing)
      expect(await legacy.getByTestId('node-badge').textContent()).toBe(chip)
      // The merged Pinecone node (and its LlamaIndex twin) replaces both: no chip.
      const current = item(/^Pinecone$/)
      await current.first().waitFor()
      expect(await current.getByTestId('node-badge').count()).toBe(0)

      await legacy.getByTestId('node-badge').hover()
      await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(hint)
      await screenshot(page, shot)
      await context.close()
    }
  })

  it('warns the second of two editors about a conflicting save', async () => {
    const otherToken = await login(server.url, OTHER.email, OTHER.password)
    const a = await signedInPage(token)
    const b = await signedInPage(otherToken, { dark: true })
    for (const { page } of [a, b]) {
      await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
      await page.getByTestId('node-llmChain_0').waitFor()
    }
    // Presence: each sees the other (heartbeat every 10 s; a reload sends one at once).
    await b.page.reload()
    await b.page.getByTestId('node-llmChain_0').waitFor()
    await expect
      .poll(() => b.page.getByText(`Also editing: ${USER.email}`).count(), { timeout: 15_000 })
      .toBeGreaterThan(0)

    for (const { page } of [a, b]) {
      const node = page.getByTestId('node-chatOpenAI_0')
      const box = await node.boundingBox()
      if (!box) throw new Error('node not visible')
      await page.mouse.move(box.x + 60, box.y + 12)
      await page.mouse.down()
      await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 })
      await page.mouse.up()
    }
    await saveExisting(a.page)
    await b.page.getByRole('button', { name: 'Save', exact: true }).click()
    const dialog = b.page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Overwrite' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Reload' }).count()).toBe(1)
    await screenshot(b.page, 'canvas-conflict-dark')
    const overwrite = b.page.waitForResponse((r) => r.request().method() === 'PUT' && r.status() === 200)
    await dialog.getByRole('button', { name: 'Overwrite' }).click()
    await overwrite
    const stored = await fetchFlow(server.url, token, unikId, flowId)
    const moved = stored.flow.nodes.find((n) => n.id === 'chatOpenAI_0')
    const bPos = await nodePosition(b.page, 'chatOpenAI_0')
    expect(moved?.position.x).toBeCloseTo(bPos.x, 0)
    await a.context.close()
    await b.context.close()
  })

  it('asks before leaving with unsaved changes', async () => {
    const { context, page } = await signedInPage(token)
    await page.goto(`/uniks/${unikId}/chatflows/${flowId}`)
    const node = page.getByTestId('node-llmChain_1')
    await node.waitFor()
    // Select the card by its title and delete it from the keyboard (its hover toolbar can sit under a
    // neighbouring card at this zoom).
    await node.getByText('LLM Chain', { exact: true }).first().click()
    await page.keyboard.press('Delete')
    await expect.poll(() => page.getByTestId('node-llmChain_1').count()).toBe(0)
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Stay' }).click()
    expect(new URL(page.url()).pathname).toContain(flowId)
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL((u) => !u.pathname.endsWith(flowId))
    const stored = await fetchFlow(server.url, token, unikId, flowId)
    expect(stored.flow.nodes.some((n) => n.id === 'llmChain_1')).toBe(true)
    await context.close()
  })
})
