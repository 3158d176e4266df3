import { BaseLanguageModel } from '@langchain/core/language_models/base'
import { describe, expect, it, vi } from 'vitest'
import { loadNodeRuntime, warmNodeRuntimes } from './runtimes'

describe('warmNodeRuntimes', () => {
  it('loads each known runtime once and runs its warm-up; unknown names are skipped', async () => {
    expect(await warmNodeRuntimes(['promptTemplate', 'llmChain', 'promptTemplate', 'noSuchNode'])).toBe(2)
  })

  it.each([
    'chatOpenAI',
    'azureChatOpenAI',
    'chatAnthropic',
    'chatOllama',
    'chatMistralAI',
    'conversationChain',
  ])(
    '%s has a warm-up (what its first run loads, or what building its LangChain object does)',
    async (name) => {
      const runtime = (await loadNodeRuntime(name))?.runtime
      expect(runtime?.warm ?? runtime?.warmLangChain).toBeTypeOf('function')
    },
  )

  it('warms what building the stand-ins loads only when a node of the flows would need them built', async () => {
    const warmed: string[] = []
    const spies = await Promise.all(
      ['azureChatOpenAI', 'promptTemplate'].map(async (name) => {
        const runtime = (await loadNodeRuntime(name))?.runtime
        if (!runtime?.warmLangChain) throw new Error(`${name} has no warmLangChain`)
        return vi.spyOn(runtime, 'warmLangChain').mockImplementation(async () => warmed.push(name))
      }),
    )
    try {
      // The LLM chain takes the prompt's and the model's stand-ins as they are: nothing of LangChain's.
      await warmNodeRuntimes(['promptTemplate', 'llmChain', 'azureChatOpenAI'])
      expect(warmed).toEqual([])
      // A conversation chain takes LangChain's model: the model's class and the prompt's are warmed.
      await warmNodeRuntimes(['promptTemplate', 'conversationChain', 'azureChatOpenAI'])
      expect(warmed.sort()).toEqual(['azureChatOpenAI', 'promptTemplate'])
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})

describe('local token counting', () => {
  it("is installed by the chat models' warm-up, and its ranks (10 MB of heap) load at the first count", async () => {
    // Fresh copies of our modules: a test file run before this one in the same worker may have counted.
    vi.resetModules()
    const fresh = await import('./runtimes')
    const { countTokens, ranksLoaded } = await import('./shared/local-tokenizer')
    expect(ranksLoaded()).toBe(false)
    expect(await fresh.warmNodeRuntimes(['chatOpenAI', 'azureChatOpenAI', 'chatAnthropic'])).toBe(3)
    expect(BaseLanguageModel.prototype.getNumTokens).toBe(countTokens)
    expect(ranksLoaded()).toBe(false)
    expect(await countTokens('two words')).toBe(2)
    expect(ranksLoaded()).toBe(true)
  })
})

describe('chat model runtimes', () => {
  it.each(['chatOpenAI', 'azureChatOpenAI', 'chatAnthropic', 'chatOllama', 'chatMistralAI'])(
    '%s supplies its LangChain model',
    async (name) => {
      expect((await loadNodeRuntime(name))?.runtime.kind).toBe('supply')
    },
  )
})
