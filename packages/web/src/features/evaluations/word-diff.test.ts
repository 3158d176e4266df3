import { describe, expect, it } from 'vitest'
import { wordDiff } from './word-diff'

describe('wordDiff', () => {
  it('marks the words removed and added between two outputs', () => {
    expect(wordDiff('The capital is Paris.', 'The capital is Rome.')).toEqual([
      { kind: 'same', text: 'The capital is ' },
      { kind: 'removed', text: 'Paris.' },
      { kind: 'added', text: 'Rome.' },
    ])
  })

  it('keeps equal texts as one part and handles empty sides', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }])
    expect(wordDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }])
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }])
  })
})
