import { describe, expect, it } from 'vitest'
import { fuzzyFilter, fuzzyScore } from './fuzzy'

describe('fuzzy search', () => {
  it.each([
    ['', 'anything', true],
    ['chat', 'ChatOpenAI', true],
    ['coai', 'ChatOpenAI', true],
    ['llmch', 'LLM Chain', true],
    ['xyz', 'ChatOpenAI', false],
    ['aic', 'ChatOpenAI', false],
  ])('%j in %j matches: %s', (q, text, expected) => expect(fuzzyScore(q, text) !== undefined).toBe(expected))

  it('ranks substrings and word starts first', () => {
    const items = ['Conversation Chain', 'LLM Chain', 'Character Text Splitter', 'ChatOpenAI']
    expect(fuzzyFilter(items, 'chain', (s) => [s]).sort()).toEqual(['Conversation Chain', 'LLM Chain'])
    expect(fuzzyFilter(items, 'chat', (s) => [s])[0]).toBe('ChatOpenAI')
    expect(fuzzyFilter(items, ' ', (s) => [s])).toEqual(items)
  })
})
