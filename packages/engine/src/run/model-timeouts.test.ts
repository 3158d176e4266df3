import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, startLocalHttpServer, type FakeOpenAI } from '@unikflow/testkit'
import { RunFailure } from './errors'
import { runFlow } from './run-flow'
import { buildFlow } from './build-flow'
import { createTestServices } from '../testing/test-services'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake.close())

const chain = (modelInputs: Record<string, unknown>) =>
  buildFlow([
    {
      id: 'm',
      name: 'chatOpenAI',
      credential: 'cred-openai',
      inputs: { modelName: 'gpt-4o-mini', ...modelInputs },
    },
    { id: 'p', name: 'promptTemplate', inputs: { template: 'Answer: {q}' } },
    { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
  ])

async function failure(
  modelInputs: Record<string, unknown>,
  timeouts: { overallMs: number; idleMs: number },
) {
  const services = { ...createTestServices(fake.baseUrl), modelTimeouts: timeouts }
  const started = Date.now()
  const error: unknown = await runFlow({
    chatId: 'c',
    flowId: 'f',
    flowData: chain(modelInputs),
    question: 'anyone there?',
    services,
    onEvent: () => {},
  }).catch((e: unknown) => e)
  return { error, ms: Date.now() - started }
}

describe('model timeouts', () => {
  it('a model that never answers fails the calling node within the server-wide timeout, without retries', async () => {
    fake.respondWith(() => ({ hang: true }))
    const before = fake.calls.length
    const { error, ms } = await failure({ streaming: false }, { overallMs: 800, idleMs: 60_000 })
    expect(error).toBeInstanceOf(RunFailure)
    expect(error).toMatchObject({ kind: 'timeout', node: { id: 'c' } })
    expect(String((error as Error).message)).toBe(
      'Error in node llmChain (c): chatOpenAI did not answer within 0.8 s',
    )
    expect(ms).toBeGreaterThanOrEqual(750)
    expect(ms).toBeLessThan(2_500)
    expect(fake.calls.length - before).toBe(1)
  })

  it("the node's own timeout (ms) comes before the server's", async () => {
    fake.respondWith(() => ({ hang: true }))
    const { error, ms } = await failure(
      { streaming: false, timeout: 400 },
      { overallMs: 60_000, idleMs: 60_000 },
    )
    expect(error).toMatchObject({ kind: 'timeout' })
    expect(ms).toBeLessThan(2_000)
  })

  it('a streamed answer that stops between tokens fails after the idle timeout', async () => {
    fake.respondWith(() => ({ stall: 'Once upon a time' }))
    const { error, ms } = await failure({ streaming: true }, { overallMs: 60_000, idleMs: 500 })
    expect(error).toMatchObject({ kind: 'timeout' })
    expect(String((error as Error).message)).toContain('chatOpenAI stopped answering for 0.5 s')
    expect(ms).toBeLessThan(2_500)
  })

  it('a whole (not streamed) answer whose body stops half way fails within the overall timeout', async () => {
    const stalled = await startLocalHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"id":"chatcmpl-1","choices":[{"index":0,"message":{"role":"assistant","content":"Once')
    })
    try {
      const services = {
        ...createTestServices(stalled.url),
        modelTimeouts: { overallMs: 600, idleMs: 60_000 },
      }
      const started = Date.now()
      const error: unknown = await runFlow({
        chatId: 'c',
        flowId: 'f',
        flowData: chain({ streaming: false }),
        question: 'anyone there?',
        services: { ...services, allowPrivateHosts: ['127.0.0.1'] },
      }).catch((e: unknown) => e)
      expect(error).toMatchObject({ kind: 'timeout', node: { id: 'c' } })
      expect(String((error as Error).message)).toContain('chatOpenAI did not answer within 0.6 s')
      expect(Date.now() - started).toBeLessThan(2_500)
      expect(stalled.requests).toHaveLength(1)
    } finally {
      await stalled.close()
    }
  })

  it('answers that arrive in time are not affected', async () => {
    fake.respondWith(() => ({ content: 'in time' }))
    const services = {
      ...createTestServices(fake.baseUrl),
      modelTimeouts: { overallMs: 5_000, idleMs: 5_000 },
    }
    const result = await runFlow({ chatId: 'c', flowId: 'f', flowData: chain({}), question: 'q', services })
    expect(result.text).toBe('in time')
  })
})
