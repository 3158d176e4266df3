// A flow stored by an older release, opened on the canvas and saved untouched, keeps what its node
// migrations carry forward: the browser gets descriptors without migration functions, so the server
// migrates when the flow is read for the canvas and when it is saved.
import Database from 'better-sqlite3'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow, TFlowData } from '@unikflow/graph'
import { createUnik, login, registerUser } from '../support/api'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser } from '../support/browser'
import { apiCall } from '../support/llm-chain-flow'
import { retrievalQaFlow } from '../support/retrieval-qa-flow'

const PIRATE = 'Answer like a pirate, matey.'

let server: RunningServer
let browser: Browser
let fake: FakeOpenAI
let token: string
let unikId: string

beforeAll(async () => {
  ;[server, browser, fake] = await Promise.all([startAppServer(), launchBrowser(), startFakeOpenAI()])
  await registerUser(server.url, 'keeper@example.com', 'keeperpass1')
  token = await login(server.url, 'keeper@example.com', 'keeperpass1')
  unikId = (await createUnik(server.url, token, 'Old flows')).id
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.close()
})

/** Rewrites the stored chain node as version 1 saved it: one `systemMessagePrompt`, no response prompt. */
function storeAsVersionOne(flowId: string): void {
  const db = new Database(join(server.dataDir, 'unikflow.db'))
  try {
    const row = db.prepare('SELECT flow_data FROM chat_flows WHERE id = ?').get(flowId) as {
      flow_data: string
    }
    const flow = JSON.parse(row.flow_data) as TFlowData
    for (const node of flow.nodes) {
      if (node.data.name !== 'conversationalRetrievalQAChain') continue
      const { responsePrompt: _dropped, ...inputs } = node.data.inputs
      node.data = { ...node.data, version: 1, inputs: { ...inputs, systemMessagePrompt: PIRATE } }
    }
    db.prepare('UPDATE chat_flows SET flow_data = ? WHERE id = ?').run(JSON.stringify(flow), flowId)
  } finally {
    db.close()
  }
}

describe('node migrations through the canvas', () => {
  it('a v1 Conversational Retrieval QA Chain opened and saved with Ctrl+S keeps its custom prompt for runs', async () => {
    const credential = await apiCall<{ id: string }>(
      server.url,
      token,
      'POST',
      `/uniks/${unikId}/credentials`,
      {
        name: 'fake openai',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-test', basePath: fake.baseUrl },
      },
    )
    const created = await apiCall<TChatflow>(server.url, token, 'POST', `/uniks/${unikId}/chatflows`, {
      name: 'Pirate notes',
      flowData: JSON.stringify(retrievalQaFlow(credential.id, 'Treasure is buried under the palm tree.')),
    })
    storeAsVersionOne(created.id)

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } })
    await context.addInitScript((t) => localStorage.setItem('token', t), token)
    const page = await context.newPage()
    await page.goto(`/uniks/${unikId}/chatflows/${created.id}`)
    await page.locator('.react-flow__node').first().waitFor()
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(created.id))
    await page.locator('.react-flow__pane').click({ position: { x: 700, y: 700 } })
    await page.keyboard.press('Control+s')
    expect((await saved).status()).toBe(200)
    await context.close()

    fake.respondWith(() => ({ content: 'Arr, under the palm.' }))
    const answer = await apiCall<{ text: string }>(
      server.url,
      token,
      'POST',
      `/internal-prediction/${created.id}`,
      {
        question: 'Where is the treasure?',
      },
    )
    expect(answer.text).toBe('Arr, under the palm.')
    const chats = fake.calls
      .filter((c) => c.path.endsWith('/chat/completions'))
      .map((c) => c.body as ChatRequest)
    const system = chats.at(-1)?.messages.find((m) => m.role === 'system')
    expect(String(system?.content)).toContain(PIRATE)
    expect(String(system?.content)).toContain('Treasure is buried under the palm tree.')
  })
})
