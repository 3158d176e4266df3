import { describe, expect, it } from 'vitest'
import {
  canRedo,
  canUndo,
  commitHistory,
  createHistory,
  HISTORY_LIMIT,
  redoHistory,
  undoHistory,
} from './history'

describe('history', () => {
  it('undoes and redoes commits in order', () => {
    let h = createHistory('a')
    h = commitHistory(h, 'b')
    h = commitHistory(h, 'c')
    expect(canUndo(h)).toBe(true)
    h = undoHistory(h)
    expect(h.present).toBe('b')
    h = undoHistory(h)
    expect(h.present).toBe('a')
    expect(canUndo(h)).toBe(false)
    expect(undoHistory(h)).toBe(h)
    h = redoHistory(h)
    expect(h.present).toBe('b')
    expect(canRedo(h)).toBe(true)
    h = redoHistory(redoHistory(h))
    expect(h.present).toBe('c')
    expect(canRedo(h)).toBe(false)
  })

  it('a new commit drops the redo branch', () => {
    const h = commitHistory(undoHistory(commitHistory(createHistory(1), 2)), 3)
    expect(h.present).toBe(3)
    expect(h.future).toEqual([])
    expect(h.past).toEqual([1])
  })

  it('merges consecutive commits with the same key into one step', () => {
    let h = createHistory('')
    for (const text of ['h', 'he', 'hel']) h = commitHistory(h, text, 'input:a')
    h = commitHistory(h, 'x', 'input:b')
    expect(h.past).toEqual(['', 'hel'])
    expect(undoHistory(undoHistory(h)).present).toBe('')
  })

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = createHistory(0)
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = commitHistory(h, i)
    expect(h.past).toHaveLength(HISTORY_LIMIT)
    expect(h.past[0]).toBe(20)
  })
})
