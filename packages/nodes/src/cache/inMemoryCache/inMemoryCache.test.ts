import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { cacheHits, cachedChainOn } from '../../testing/cache-flows'

const harness = useNodeHarness()

describe('InMemory Cache', () => {
  it('answers a prompt asked before from memory: no model call, a cached hit in the trace', async () => {
    const flow = cachedChainOn({ name: 'inMemoryCache' })
    harness.openai.queue({ content: 'Hello, cache.' })
    const first = await harness.runFlow(flow, { question: 'hello', flowId: 'cache-flow-1' })
    const calls = harness.openai.calls.length
    const second = await harness.runFlow(flow, { question: 'hello', flowId: 'cache-flow-1' })
    expect(first.text).toBe('Hello, cache.')
    expect(second.text).toBe('Hello, cache.')
    expect(harness.openai.calls.length).toBe(calls)
    expect(cacheHits(first.trace)).toBe(0)
    expect(cacheHits(second.trace)).toBe(1)
    expect(second.trace.usage).toEqual([
      { nodeId: 'm', model: 'gpt-4o-mini', inputTokens: 0, outputTokens: 0, cached: true },
    ])
  })

  it('asks the model for another prompt, and keeps each flow’s answers apart', async () => {
    const flow = cachedChainOn({ name: 'inMemoryCache' })
    harness.openai.queue({ content: 'first' })
    await harness.runFlow(flow, { question: 'one', flowId: 'cache-flow-2' })
    harness.openai.queue({ content: 'other prompt' }, { content: 'other flow' })
    const other = await harness.runFlow(flow, { question: 'two', flowId: 'cache-flow-2' })
    const otherFlow = await harness.runFlow(flow, { question: 'one', flowId: 'cache-flow-3' })
    expect(other.text).toBe('other prompt')
    expect(otherFlow.text).toBe('other flow')
    expect(cacheHits(otherFlow.trace)).toBe(0)
  })
})
