import { describe, expect, it } from 'vitest'
import { summarize, summarizeJson } from './trace'

/** Stands for a LangChain model: its toJSON would serialise its whole configuration. */
class Model {
  calls = 0
  toJSON() {
    this.calls += 1
    return { lc: 1, kwargs: { apiKey: 'sk-secret' } }
  }
}
class Plain {
  x = 1
}

describe('summarizeJson', () => {
  it('shows objects of classes by class name without calling their toJSON, at any depth', () => {
    const model = new Model()
    const value = { model, list: [model, new Plain()], nested: { deeper: { model } } }
    expect(JSON.parse(summarizeJson(value))).toEqual({
      model: '[Model]',
      list: ['[Model]', '[Plain]'],
      nested: { deeper: { model: '[Model]' } },
    })
    expect(summarizeJson(model)).toBe('"[Model]"')
    expect(model.calls).toBe(0)
  })

  it('keeps plain data, dates as ISO text, and names functions, cycles and bigints', () => {
    const looped: Record<string, unknown> = { a: 1 }
    looped.self = looped
    const at = new Date('2026-01-02T03:04:05.000Z')
    expect(summarize({ at, n: 10n, f: () => 1, looped, s: 'x', none: null })).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      n: '10',
      f: '[function]',
      looped: { a: 1, self: '[circular]' },
      s: 'x',
      none: null,
    })
    expect(summarizeJson(undefined)).toBe('null')
  })

  it('cuts long pictures to the limit and says how long they were', () => {
    const text = summarizeJson({ long: 'y'.repeat(100) }, 20)
    expect(JSON.parse(text)).toBe(`${'{"long":"yyyyyyyyyyy'}… (${'{"long":""}'.length + 100} chars)`)
  })
})
