// Browser journeys for flows with node types the catalogue lacks (lossless import): the
// canvas shows them as unknown with every stored edge attached, and saving after editing other nodes
// keeps them and their edges.
import { join } from 'node:path'
import { readUnknownNodeFixture, unknownNodeFixturesDir } from '@unikflow/testkit/fixtures'
import type { TFlowData } from '@unikflow/graph'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { fetchFlow, nodePosition } from '../support/canvas'
import { journeyUser, signedInPage, type JourneyUser } from '../support/journey'

let server: RunningServer
let browser: Browser
let user: JourneyUser

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  user = await journeyUser(server, { email: 'importer@example.com', password: 'importerpass1' }, 'Imports')
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const fixture = (file: 'chatflow-with-unknown-store.json' | 'agentflow-v2.json') =>
  readUnknownNodeFixture(file).json as TFlowData

async function drag(page: Page, nodeId: string, dx: number, dy: number): Promise<void> {
  const box = await page.getByTestId(`node-${nodeId}`).boundingBox()
  if (!box) throw new Error(`${nodeId} not visible`)
  await page.mouse.move(box.x + 60, box.y + 12)
  await page.mouse.down()
  await page.mouse.move(box.x + 60 + dx, box.y + 12 + dy, { steps: 8 })
  await page.mouse.up()
}

async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/chatflows/'))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await saved).status()).toBe(200)
}

/** Every edge is drawn: xyflow leaves out an edge whose handle is not on the card. */
async function expectDrawn(page: Page, flow: TFlowData): Promise<void> {
  await expect
    .poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 })
    .toBe(flow.nodes.length)
  await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(flow.edges.length)
}

describe('flows with unknown nodes', () => {
  it('loads a chatflow with an unknown vector store from a file, keeps its edges through a save and a move', async () => {
    const file = fixture('chatflow-with-unknown-store.json')
    const unknown = file.nodes.find((n) => n.id === 'exampleVectorStore_0')
    const { context, page } = await signedInPage(browser, server, user.token)
    await page.goto(`/uniks/${user.unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await page
      .getByTestId('load-chatflow-input')
      .setInputFiles(join(unknownNodeFixturesDir, 'chatflow-with-unknown-store.json'))
    await expectDrawn(page, file)
    await expect
      .poll(() =>
        page
          .getByTestId('node-exampleVectorStore_0')
          .getByText('Unknown node type: exampleVectorStore')
          .count(),
      )
      .toBe(1)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('With an unknown store')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const first = await fetchFlow(server.url, user.token, user.unikId, flowId)
    expect(first.flow.edges).toEqual(file.edges)
    expect(first.flow.nodes.find((n) => n.id === 'exampleVectorStore_0')).toEqual(unknown)

    // Reopen, move a known node, save: the unknown node and every edge stay as they were.
    await page.reload()
    await expectDrawn(page, file)
    await drag(page, 'chatOpenAI_0', 80, 60)
    const moved = await nodePosition(page, 'chatOpenAI_0')
    await save(page)
    const second = await fetchFlow(server.url, user.token, user.unikId, flowId)
    expect(second.flow.nodes.find((n) => n.id === 'chatOpenAI_0')?.position.x).toBeCloseTo(moved.x, 0)
    expect(second.flow.edges).toEqual(file.edges)
    expect(second.flow.nodes.find((n) => n.id === 'exampleVectorStore_0')).toEqual(unknown)
    await screenshot(page, 'canvas-unknown-node-light')
    await context.close()
  })

  it('opens a saved Agentflow v2 flow of unknown nodes with its edges and keeps them through a move', async () => {
    const { text } = readUnknownNodeFixture('agentflow-v2.json')
    const file = fixture('agentflow-v2.json')
    const created = await user.api<{ id: string }>(`/uniks/${user.unikId}/chatflows`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Agentflow v2', flowData: text, type: 'AGENTFLOW' }),
    })
    const { context, page } = await signedInPage(browser, server, user.token, { dark: true })
    await page.goto(`/uniks/${user.unikId}/agentcanvas/${created.id}`)
    await expectDrawn(page, file)
    await drag(page, 'exampleLlmAgentflow_0', 40, 60)
    await save(page)
    const stored = await fetchFlow(server.url, user.token, user.unikId, created.id)
    expect(stored.flow.edges).toEqual(file.edges)
    expect(stored.flow.nodes.map((n) => n.id)).toEqual(file.nodes.map((n) => n.id))
    for (const node of file.nodes.filter((n) => n.id !== 'exampleLlmAgentflow_0'))
      expect(JSON.stringify(stored.flow.nodes.find((n) => n.id === node.id))).toBe(JSON.stringify(node))
    await screenshot(page, 'canvas-unknown-agentflow-v2-dark')
    await context.close()
  })
})
