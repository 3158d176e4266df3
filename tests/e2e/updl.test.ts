// Browser journey for the UPDL nodes: their own palette tab, typed wiring, saved as a scene.
import type { Browser } from 'playwright-core'
import { buildScene } from '@unikflow/updl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { addNodeFromPalette, connect, fetchFlow } from '../support/canvas'

const USER = { email: 'scenes@example.com', password: 'scenespass1' }

let server: RunningServer
let browser: Browser
let token: string
let unikId: string

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  await registerUser(server.url, USER.email, USER.password)
  token = await login(server.url, USER.email, USER.password)
  unikId = (await createUnik(server.url, token, 'Scenes')).id
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('UPDL nodes on the canvas', () => {
  it('adds Space, Data and Object from the UPDL tab, wires only sensible anchors and saves the scene', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
    await context.addInitScript((t) => localStorage.setItem('token', t), token)
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/new`)
    await page.locator('.react-flow__pane').waitFor()
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.getByRole('tab', { name: 'UPDL scenes' }).click()
    await screenshot(page, 'updl-palette-en')
    await addNodeFromPalette(page, 'Data', { x: 780, y: 60 })
    await addNodeFromPalette(page, 'Object', { x: 420, y: 60 })
    await addNodeFromPalette(page, 'Space', { x: 1120, y: 60 })
    await page.getByRole('button', { name: 'Add nodes' }).click()
    await page.locator('.react-flow__controls-fitview').click()
    for (const id of ['data_0', 'object_0', 'space_0']) await page.getByTestId(`node-${id}`).waitFor()

    // An Object is not a Camera: refused, no edge.
    await connect(page, 'object_0', 'space_0', 'camera')
    await page.waitForTimeout(300)
    expect(await page.locator('.react-flow__edge').count()).toBe(0)

    await connect(page, 'object_0', 'space_0', 'objects')
    await connect(page, 'data_0', 'space_0', 'data')
    await screenshot(page, 'updl-wired-en')
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('First scene')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/chatflows\/[0-9a-f-]{36}$/)
    await screenshot(page, 'updl-canvas-en')
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? ''

    const saved = await fetchFlow(server.url, token, unikId, flowId)
    const space = saved.flow.nodes.find((n) => n.id === 'space_0')
    expect(space?.data.category).toBe('UPDL')
    expect(space?.data.inputs.objects).toEqual(['{{object_0.data.instance}}'])
    expect(space?.data.inputs.data).toEqual(['{{data_0.data.instance}}'])
    // What the canvas saved (node defaults included) reads as a one-question scene with a box.
    const scene = buildScene(saved.flow)
    if (!scene.ok) throw new Error(JSON.stringify(scene.error))
    expect(scene.value.kind).toBe('quiz')
    expect(scene.value.scenes[0]).toMatchObject({ name: 'My Space', backgroundColor: '#1e1e2e' })
    expect(scene.value.scenes[0]?.objects[0]).toMatchObject({
      shape: 'box',
      color: '#4f86f7',
      position: { x: 0, y: 0.5, z: 0 },
    })
    await context.close()

    // The tab in Russian and dark mode (looked at in the screenshot).
    const dark = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
    await dark.addInitScript((t) => {
      localStorage.setItem('token', t)
      localStorage.setItem('isDarkMode', 'true')
    }, token)
    const ru = await dark.newPage()
    await ru.goto(`/uniks/${unikId}/chatflows/${flowId}?lng=ru`)
    await ru.getByTestId('node-space_0').waitFor()
    await ru.getByRole('button', { name: 'Добавить узлы' }).click()
    await ru.getByRole('tab', { name: 'UPDL-сцены' }).click()
    await ru.getByText('UPDL (10)').waitFor()
    await screenshot(ru, 'updl-canvas-dark-ru')
    await dark.close()
  })
})
