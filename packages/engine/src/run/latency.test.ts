import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const llmChain = buildFlow([
  {
    id: 'm',
    name: 'chatOpenAI',
    credential: 'cred-openai',
    inputs: { modelName: 'gpt-4o-mini', streaming: true },
  },
  { id: 'p', name: 'promptTemplate', inputs: { template: 'Answer: {q}' } },
  { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
])

describe('model calls without internet (no download of tiktoken ranks)', () => {
  it('a streamed LLM chain run counts its tokens with the local ranks: nothing is fetched from elsewhere', async () => {
    const services = createTestServices(fake.baseUrl)
    // LangChain fetches its tokenizer's ranks from the internet unless told otherwise: every fetch is seen.
    const fetched: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    }
    try {
      await runLlmChain(services)
    } finally {
      globalThis.fetch = realFetch
    }
    expect(fetched.filter((url) => !url.startsWith(fake.origin))).toEqual([])
    expect(fake.calls.length).toBeGreaterThan(0)
  })
})

async function runLlmChain(services: ReturnType<typeof createTestServices>): Promise<void> {
  await runFlow({
    chatId: 'a',
    flowId: 'f',
    flowData: llmChain,
    question: 'warm',
    services,
    onEvent: () => {},
  })
  for (let i = 0; i < 5; i++) {
    const result = await runFlow({
      chatId: 'a',
      flowId: 'f',
      flowData: llmChain,
      question: `q${i}`,
      services,
      onEvent: () => {},
    })
    if (result.text !== `You said: Answer: q${i}`) throw new Error(`unexpected answer: ${result.text}`)
  }
}

describe('an unreachable model server', () => {
  it('fails the run within seconds, naming the node, instead of retrying for a minute', async () => {
    // Port 9 on loopback refuses connections at once: every attempt fails fast, so the time is the retry back-off.
    const services = createTestServices('http://127.0.0.1:9/v1')
    const started = Date.now()
    const run = runFlow({ chatId: 'down', flowId: 'f', flowData: llmChain, question: 'hello?', services })
    await expect(run).rejects.toThrow(/node llmChain \(c\): Connection error/)
    expect(Date.now() - started).toBeLessThan(12_000)
  }, 30_000)
})
