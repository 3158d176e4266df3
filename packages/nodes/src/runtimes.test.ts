import { describe, expect, it } from 'vitest'
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

describe('chat model runtimes', () => {
  it.each(['chatOpenAI', 'azureChatOpenAI', 'chatAnthropic', 'chatOllama', 'chatMistralAI'])(
    '%s supplies its LangChain model',
    async (name) => {
      expect((await loadNodeRuntime(name))?.runtime.kind).toBe('supply')
    },
  )
})
