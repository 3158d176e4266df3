import { describe, expect, it } from 'vitest'
import { chromaWhere } from './chroma-where'

describe('chromaWhere', () => {
  it('sends one key as it is', () => {
    expect(chromaWhere({ source: 'faq' })).toEqual({ source: 'faq' })
    expect(chromaWhere({ $or: [{ a: 1 }, { b: 2 }] })).toEqual({ $or: [{ a: 1 }, { b: 2 }] })
  })

  it('makes several keys one $and, at the top and inside $and / $or', () => {
    expect(chromaWhere({ a: 1, b: { $ne: 2 } })).toEqual({ $and: [{ a: 1 }, { b: { $ne: 2 } }] })
    expect(chromaWhere({ $or: [{ a: 1, b: 2 }, { c: 3 }] })).toEqual({
      $or: [{ $and: [{ a: 1 }, { b: 2 }] }, { c: 3 }],
    })
  })
})
