// A chatbot's plain LLM chain (Prompt Template → LLM Chain ← Azure ChatOpenAI) answers without loading
// LangChain into the server: not when the stored flow is warmed after a start, not when it answers, whole
// or streamed. LangChain's modules and the OpenAI SDK they bring are 13 MB of RSS a server never gives
// back (docs/performance.md); the prompt and the model are supplied as stand-ins that only a node needing
// LangChain's objects gets built (packages/nodes/src/shared/langchain-on-demand.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { startAppServer, type RunningServer } from '../support/app-server'
import { publicLlmChainPrediction } from '../support/llm-chain-flow'

const hook = fileURLToPath(new URL('../support/imported-packages-hook.mjs', import.meta.url))

let fake: FakeOpenAI
let dataDir: string
let server: RunningServer | undefined

const importedFile = () => join(dataDir, 'imported-packages.txt')
const imported = () => readFileSync(importedFile(), 'utf8').split('\n').filter(Boolean)
const start = () =>
  startAppServer({ IMPORTED_PACKAGES_FILE: importedFile() }, { dataDir, nodeArgs: ['--import', hook] })

beforeAll(async () => {
  fake = await startFakeOpenAI()
  dataDir = mkdtempSync(join(tmpdir(), 'unikflow-plain-chain-'))
})
afterAll(async () => {
  await server?.stop()
  await fake.close()
  rmSync(dataDir, { recursive: true, force: true })
})

it('warms and answers a stored LLM chain without importing LangChain or the OpenAI SDK', async () => {
  server = await start()
  const url = new URL(await publicLlmChainPrediction(server.url, fake.baseUrl))
  await server.stop()

  // Started again with the flow stored: the warm-up loads what its nodes need, the engine's model client last.
  server = await start()
  await expect.poll(() => imported().includes('undici')).toBe(true)
  url.port = new URL(server.url).port
  const ask = (body: object) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  fake.queue({ content: 'a whole answer' })
  const whole = await ask({ question: 'hello' })
  expect(((await whole.json()) as { text: string }).text).toBe('a whole answer')
  fake.queue({ content: 'a streamed answer' })
  const streamed = await (await ask({ question: 'hello again', streaming: true })).text()
  expect(streamed).toContain('data:{"event":"token","data":" streamed"}')
  expect(fake.calls).toHaveLength(2)

  const packages = new Set(imported())
  expect(packages).toContain('fastify')
  expect([...packages].filter((p) => /^(@langchain\/|openai$|langsmith|zod\/v3)/.test(p))).toEqual([])
})
