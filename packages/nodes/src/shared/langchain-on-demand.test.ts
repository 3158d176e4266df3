import { describe, expect, it } from 'vitest'
import { LangChainOnDemand, toLangChain, withLangChainInputs } from './langchain-on-demand'

class Counted extends LangChainOnDemand<{ readonly built: string }> {
  readonly langChainClass = 'Counted'
  builds = 0

  constructor(private readonly label: string) {
    super()
  }

  protected async build() {
    this.builds++
    return { built: this.label }
  }
}

describe('stand-ins built on demand', () => {
  it('builds a stand-in once, however often and however concurrently it is asked', async () => {
    const standIn = new Counted('model')
    const [first, second] = await Promise.all([standIn.toLangChain(), toLangChain(standIn)])
    expect(first).toEqual({ built: 'model' })
    expect(second).toBe(first)
    expect(await standIn.toLangChain()).toBe(first)
    expect(standIn.builds).toBe(1)
  })

  it('builds the stand-ins of inputs and of lists, and leaves everything else as it is', async () => {
    const tools = [new Counted('tool'), 'plain', [new Counted('nested')]]
    const inputs = { model: new Counted('model'), tools, temperature: 0.2, memory: { kept: true } }
    expect(await withLangChainInputs(inputs)).toEqual({
      model: { built: 'model' },
      tools: [{ built: 'tool' }, 'plain', [{ built: 'nested' }]],
      temperature: 0.2,
      memory: inputs.memory,
    })
    const none = { temperature: 0.2, tools: ['plain'] }
    expect(await withLangChainInputs(none)).toBe(none)
  })
})
