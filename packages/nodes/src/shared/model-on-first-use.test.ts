import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { isModelBuilt, modelOnFirstUse } from './model-on-first-use'
import { callModel } from './model-call'

const harness = useNodeHarness()

class Counter {
  count = 0
  increment(): number {
    this.count += 1
    return this.count
  }
  get twice(): number {
    return this.count * 2
  }
}

function counterOnFirstUse() {
  const builds: Counter[] = []
  const counter = modelOnFirstUse(Counter.prototype, () => {
    const built = new Counter()
    builds.push(built)
    return built
  })
  return { counter, builds }
}

describe('a model built on first use', () => {
  it('answers what its class defines without building: its methods, its class, an await of it', async () => {
    const { counter, builds } = counterOnFirstUse()
    expect(counter).toBeInstanceOf(Counter)
    expect('increment' in counter).toBe(true)
    expect(typeof counter.increment).toBe('function')
    expect(counter.constructor.name).toBe('Counter')
    expect(await Promise.resolve(counter)).toBe(counter)
    expect(builds).toHaveLength(0)
    expect(isModelBuilt(counter)).toBe(false)
  })

  it('builds once at the first use of its state, and every read and write goes to the model', () => {
    const { counter, builds } = counterOnFirstUse()
    expect(counter.increment()).toBe(1)
    expect(counter.twice).toBe(2)
    counter.count = 5
    expect(builds).toHaveLength(1)
    expect(builds[0]?.count).toBe(5)
    expect(Object.keys(counter)).toEqual(['count'])
    expect({ ...counter }).toEqual({ count: 5 })
    expect(isModelBuilt(counter)).toBe(true)
  })
})

describe('the OpenAI chat model a node supplies', () => {
  const supplyModel = async (inputs: Record<string, unknown> = {}) =>
    (await harness.supply('chatOpenAI', { credential: 'cred-openai', inputs })) as {
      invoke: (input: string) => Promise<{ content: unknown }>
    }

  it('is not built for a plain call made without LangChain, and is built when LangChain calls it', async () => {
    const model = await supplyModel()
    const tokens: string[] = []
    const ctx = harness.context('llmChain', { onToken: (t) => tokens.push(t) })
    harness.openai.queue({ content: 'warm socks' })
    expect(await callModel(ctx, model as never, 'socks?', true)).toBe('warm socks')
    expect(tokens.join('')).toBe('warm socks')
    expect(isModelBuilt(model)).toBe(false)

    harness.openai.queue({ content: 'wool socks' })
    expect((await model.invoke('socks?')).content).toBe('wool socks')
    expect(isModelBuilt(model)).toBe(true)
  })

  it('is built at once when every call goes through LangChain: with a Cache node, or reasoning settings', async () => {
    const cache = await harness.supply('inMemoryCache')
    expect(isModelBuilt(await supplyModel({ cache }))).toBe(true)
    expect(isModelBuilt(await supplyModel({ modelName: 'o4-mini', reasoning: true }))).toBe(true)
  })
})
