// Browser journey for a chatflow's vector upsert: a flow with Plain Text → In-Memory Vector Store ←
// Local Embeddings shows "Upsert" on the canvas header; pressing it answers the counts in a notice, and the
// flow's API key upserts through POST /api/v1/vector/upsert/{flowId}. A flow without a vector store has no
// button. A Faiss store upserts into its folder in the unik's data. Screenshots in light/en and dark/ru.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNode, type TChatflow, type TFlowData, type TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { startAppServer, type RunningServer } from '../support/app-server'
import { launchBrowser, screenshot } from '../support/browser'
import { connectFirstOutput } from '../support/generate-flow'
import { journeyUser, signedInPage as openSignedIn, type ApiCall } from '../support/journey'

const USER = { email: 'flow-upsert@example.com', password: 'flowupsert1' }

let server: RunningServer
let browser: Browser
let token: string
let unikId: string
let api: ApiCall

function add(flow: TFlowData, name: string, x: number, y = 100): TFlowNode {
  const descriptor = getNodeDescriptor(name)
  if (!descriptor) throw new Error(`no node ${name}`)
  const node = createNode(descriptor, { x, y }, flow.nodes)
  flow.nodes.push(node)
  return node
}

/** Plain Text (two paragraphs, split) → a vector store (In-Memory unless named) ← Local Embeddings (hashing). */
function knowledgeFlow(
  storeName = 'memoryVectorStore',
  storeInputs: Record<string, unknown> = {},
): TFlowData {
  let flow: TFlowData = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } }
  const splitter = add(flow, 'recursiveCharacterTextSplitter', 0)
  splitter.data.inputs = { ...splitter.data.inputs, chunkSize: 40, chunkOverlap: 0 }
  const text = add(flow, 'plainText', 350)
  text.data.inputs = {
    ...text.data.inputs,
    text: 'Refunds are paid within 14 days.\n\nExchanges are free for 30 days.',
  }
  const embeddings = add(flow, 'localHashEmbeddings', 350, 520)
  const store = add(flow, storeName, 700)
  store.data.inputs = { ...store.data.inputs, ...storeInputs }
  flow = connectFirstOutput(flow, splitter, text, 'textSplitter')
  flow = connectFirstOutput(flow, text, store, 'document')
  flow = connectFirstOutput(flow, embeddings, store, 'embeddings')
  return flow
}

beforeAll(async () => {
  server = await startAppServer()
  browser = await launchBrowser()
  ;({ token, unikId, api } = await journeyUser(server, USER, 'Upsert space'))
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const createFlow = (name: string, flowData: TFlowData) =>
  api<TChatflow>(`/uniks/${unikId}/chatflows`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, flowData: JSON.stringify(flowData), type: 'CHATFLOW' }),
  })

describe('chatflow vector upsert', () => {
  it('the canvas Upsert button upserts and shows the counts; a flow without a vector store has none', async () => {
    const flow = await createFlow('Refund answers', knowledgeFlow())
    const { context, page } = await openSignedIn(browser, server, token)
    try {
      await page.goto(`/uniks/${unikId}/chatflows/${flow.id}`)
      const upsert = page.getByRole('button', { name: 'Upsert' })
      await expect.poll(() => upsert.isEnabled()).toBe(true)
      await upsert.click()
      await page.getByText('Upserted: 2 added, 0 updated, 0 skipped, 0 deleted').waitFor()
      await screenshot(page, 'flow-upsert-light-en')

      const plain = await createFlow('No knowledge', {
        nodes: [],
        edges: [],
        viewport: { x: 0, y: 0, zoom: 1 },
      })
      await page.goto(`/uniks/${unikId}/chatflows/${plain.id}`)
      await page.getByRole('button', { name: 'Save' }).waitFor()
      expect(await page.getByRole('button', { name: 'Upsert' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('a Faiss store upserts from the canvas into its folder and counts the chunks again on a second upsert', async () => {
    const flow = await createFlow('Refund answers (Faiss)', knowledgeFlow('faiss', { basePath: 'refunds' }))
    const { context, page } = await openSignedIn(browser, server, token)
    try {
      await page.goto(`/uniks/${unikId}/chatflows/${flow.id}`)
      const upsert = page.getByRole('button', { name: 'Upsert' })
      await expect.poll(() => upsert.isEnabled(), { timeout: 15_000 }).toBe(true)
      for (let round = 0; round < 2; round++) {
        await upsert.click()
        const done = page.getByText('Upserted: 2 added, 0 updated, 0 skipped, 0 deleted')
        await done.waitFor()
        if (round === 0) await screenshot(page, 'flow-upsert-faiss-light')
        await done.waitFor({ state: 'detached', timeout: 15_000 })
      }
      const index = readFileSync(join(server.dataDir, 'uniks', unikId, 'faiss', 'refunds', 'faiss.index'))
      expect(index.toString('latin1', 0, 4)).toBe('IxF2')
      expect(index.readBigInt64LE(8)).toBe(2n)
    } finally {
      await context.close()
    }
  })

  it('in Russian and dark, and through the API with the flow’s key', async () => {
    const flow = await createFlow('Ответы', knowledgeFlow())
    const { context, page } = await openSignedIn(browser, server, token, { dark: true, lang: 'ru' })
    try {
      await page.goto(`/uniks/${unikId}/chatflows/${flow.id}`)
      await page.getByRole('button', { name: 'Загрузить в хранилище' }).click()
      await page.getByText('Загружено: добавлено 2, обновлено 0, пропущено 0, удалено 0').waitFor()
      await screenshot(page, 'flow-upsert-dark-ru')
    } finally {
      await context.close()
    }
    const key = await api<{ id: string; apiKey: string }>(`/uniks/${unikId}/apikey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyName: 'upsert' }),
    })
    await api(`/uniks/${unikId}/chatflows/${flow.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: flow.version, apikeyid: key.id }),
    })
    const res = await fetch(`${server.url}/api/v1/vector/upsert/${flow.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.apiKey}` },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ numAdded: 2, numUpdated: 0, numSkipped: 0, numDeleted: 0 })
  })
})
