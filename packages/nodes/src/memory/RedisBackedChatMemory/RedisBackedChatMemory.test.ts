import { describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe('Redis-backed Chat Memory', () => {
  it.skipIf(!process.env.TEST_REDIS_URL)(
    'Redis-backed Chat Memory keeps turns in Redis (needs TEST_REDIS_URL)',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? ''
      // Only the memory's credential is Redis; the chat model keeps its own (pointing at the fake server).
      const withRedis = harness.services({ credentials: { redis: { redisUrl: url } } })
      const flow = buildFlow([
        fakeChatModel,
        {
          id: 'mem',
          name: 'RedisBackedChatMemory',
          credential: 'redis',
          inputs: { sessionId: `t-${Date.now()}` },
        },
        {
          id: 'c',
          name: 'conversationChain',
          inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
        },
      ])
      await harness.runFlow(flow, { question: 'one', services: withRedis })
      harness.openai.respondWith((req) => ({ content: `n=${req.messages.length}` }))
      expect((await harness.runFlow(flow, { question: 'two', services: withRedis })).text).toBe('n=4')
      harness.openai.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
    },
  )
})
