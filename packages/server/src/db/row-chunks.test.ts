import { describe, expect, it } from 'vitest'
import { powerOfTwoChunks } from './row-chunks'

describe('powerOfTwoChunks', () => {
  it('splits rows into powers of two, largest first, keeping their order', () => {
    const rows = Array.from({ length: 41 }, (_, i) => i)
    const chunks = powerOfTwoChunks(rows)
    expect(chunks.map((c) => c.length)).toEqual([32, 8, 1])
    expect(chunks.flat()).toEqual(rows)
  })

  it('caps a chunk at 64 rows, and gives none for no rows', () => {
    expect(powerOfTwoChunks(Array.from({ length: 200 }, (_, i) => i)).map((c) => c.length)).toEqual([
      64, 64, 64, 8,
    ])
    expect(powerOfTwoChunks([])).toEqual([])
    expect(powerOfTwoChunks(['a'])).toEqual([['a']])
  })
})
