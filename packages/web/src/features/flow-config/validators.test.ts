import { describe, expect, it } from 'vitest'
import {
  headersToRows,
  isHttpUrl,
  isIso6391,
  isPositiveNumber,
  isValidTemperature,
  rowsToHeaders,
} from './validators'

describe('configuration validators', () => {
  it('accepts ISO-639-1 codes (any case) or nothing', () => {
    for (const ok of ['', 'en', 'ru', 'DE', ' zh ']) expect(isIso6391(ok)).toBe(true)
    for (const bad of ['eng', 'english', 'xx', 'e', 'en-US']) expect(isIso6391(bad)).toBe(false)
  })

  it('accepts temperatures from 0 to 1', () => {
    for (const ok of ['', '0', '0.5', '1', ' 0.25 ']) expect(isValidTemperature(ok)).toBe(true)
    for (const bad of ['-0.1', '1.01', '2', 'hot', 'NaN']) expect(isValidTemperature(bad)).toBe(false)
  })

  it('checks positive numbers and URLs', () => {
    expect(isPositiveNumber('3', true)).toBe(true)
    expect(isPositiveNumber('2.5', true)).toBe(false)
    expect(isPositiveNumber('0')).toBe(false)
    expect(isHttpUrl('http://localhost:4318/v1/traces')).toBe(true)
    expect(isHttpUrl('ftp://x')).toBe(false)
    expect(isHttpUrl('nope')).toBe(false)
  })

  it('maps OTLP headers between rows and the stored object or k=v text', () => {
    expect(headersToRows({ a: '1' })).toEqual([{ key: 'a', value: '1' }])
    expect(headersToRows('x-api=k=v,b=2')).toEqual([
      { key: 'x-api', value: 'k=v' },
      { key: 'b', value: '2' },
    ])
    expect(
      rowsToHeaders([
        { key: ' a ', value: '1' },
        { key: '', value: 'dropped' },
      ]),
    ).toEqual({ a: '1' })
  })
})
