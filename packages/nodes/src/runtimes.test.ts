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
    'llmChain',
    'conversationChain',
  ])('%s has a warm-up (what its first run loads)', async (name) => {
    expect((await loadNodeRuntime(name))?.runtime.warm).toBeTypeOf('function')
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
