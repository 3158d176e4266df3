// Opens a generated 300-node / 400-edge flow on the canvas and measures load time and frame rate.
import type { Page } from 'playwright-core'
import { createUnik, login, registerUser } from '../support/api'
import type { RunningServer } from '../support/app-server'
import { launchBrowser } from '../support/browser'
import { generateAgentGrid } from '../support/generate-flow'
import { trackJs } from '../support/gzipped-js'

export interface CanvasFigures {
  interactiveMs: number
  panFps: number
  dragFps: number
  canvasJsKb: number
}

async function createFlow(server: RunningServer, token: string, unikId: string): Promise<string> {
  const flow = generateAgentGrid(50)
  const res = await fetch(`${server.url}/api/v1/uniks/${unikId}/chatflows`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench 300 nodes', flowData: JSON.stringify(flow), type: 'CHATFLOW' }),
  })
  if (!res.ok) throw new Error(`create flow: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { id: string }).id
}

/** Frames painted while `gesture` runs, per second. */
async function measureFps(page: Page, gesture: () => Promise<void>): Promise<number> {
  // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
  await page.evaluate(`(() => {
    window.__frames = 0
    // A new generation each time: a loop left from the previous measurement must not count along.
    const generation = (window.__generation = (window.__generation || 0) + 1)
    window.__counting = true
    const tick = () => {
      if (!window.__counting || window.__generation !== generation) return
      window.__frames++
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  const started = Date.now()
  await gesture()
  const seconds = (Date.now() - started) / 1000
  const frames = await page.evaluate<number>(
    `(() => { window.__counting = false; return window.__frames })()`,
  )
  return frames / seconds
}

async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  const steps = 90
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + (dx * i) / steps, from.y + (dy * i) / steps)
    await page.waitForTimeout(16)
  }
  await page.mouse.up()
}

export async function benchCanvas(server: RunningServer): Promise<CanvasFigures> {
  const email = `bench-${Date.now()}@example.com`
  await registerUser(server.url, email, 'benchpass1')
  const token = await login(server.url, email, 'benchpass1')
  const unik = await createUnik(server.url, token, 'Bench')
  const flowId = await createFlow(server, token, unik.id)

  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
    await context.addInitScript((t) => localStorage.setItem('token', t), token)
    const page = await context.newPage()
    const js = trackJs(page)
    await page.goto(`${server.url}/uniks/${unik.id}/chatflows/${flowId}`)
    await page.locator('.react-flow__node').first().waitFor({ timeout: 60_000 })
    await page.locator('.react-flow__edge').first().waitFor({ timeout: 60_000 })
    // Interactive: nodes and edges painted and the main thread answers the next frame.
    const interactiveMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
        ),
    )
    await page.waitForLoadState('networkidle')
    const canvasJsKb = (await js()).totalKb

    const pane = await page.locator('.react-flow__pane').boundingBox()
    if (!pane) throw new Error('no canvas pane')
    const empty = await page.evaluate<{ x: number; y: number } | null>(`(() => {
      const { x, y, width: w, height: h } = ${JSON.stringify(pane)}
      for (let py = y + h - 40; py > y + 40; py -= 25)
        for (let px = x + 40; px < x + w - 40; px += 25)
          if (document.elementFromPoint(px, py)?.classList.contains('react-flow__pane')) return { x: px, y: py }
      return null
    })()`)
    if (!empty) throw new Error('no empty spot on the pane to pan from')
    const panFps = await measureFps(page, () => drag(page, empty, -300, -200))

    const header = await page.locator('.react-flow__node').nth(3).boundingBox()
    if (!header) throw new Error('no node to drag')
    const dragFps = await measureFps(page, () => drag(page, { x: header.x + 40, y: header.y + 15 }, 250, 120))
    return { interactiveMs, panFps, dragFps, canvasJsKb }
  } finally {
    await browser.close()
  }
}
