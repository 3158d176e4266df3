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
  it('a streamed LLM chain run finishes well under a second, token counting included', async () => {
    const services = createTestServices(fake.baseUrl)
    // The first run loads the local cl100k ranks once (~0.5 s cold on this machine); nothing is downloaded.
    const cold = Date.now()
    await runFlow({
      chatId: 'a',
      flowId: 'f',
      flowData: llmChain,
      question: 'warm',
      services,
      onEvent: () => {},
    })
    expect(Date.now() - cold).toBeLessThan(3000)
    const timings: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      const result = await runFlow({
        chatId: 'a',
        flowId: 'f',
        flowData: llmChain,
        question: `q${i}`,
        services,
        onEvent: () => {},
      })
      timings.push(performance.now() - started)
      expect(result.text).toBe(`You said: Answer: q${i}`)
    }
    const median = [...timings].sort((a, b) => a - b)[2] ?? 0
    console.info(`LLM chain run against the fake server: median ${median.toFixed(1)} ms`)
    expect(median).toBeLessThan(250)
  })
})

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
