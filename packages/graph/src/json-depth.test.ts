import { describe, expect, it } from 'vitest'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth'

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('exceedsJsonDepth', () => {
  it.each([
    ['flat JSON', '{"a":1,"b":[1,2,{"c":null}]}', false],
    [`${MAX_JSON_DEPTH} levels`, nested(MAX_JSON_DEPTH), false],
    [`${MAX_JSON_DEPTH + 1} levels`, nested(MAX_JSON_DEPTH + 1), true],
    ['10,000 levels', nested(10_000), true],
    ['brackets inside strings', JSON.stringify({ text: '['.repeat(500) }), false],
    ['escaped quotes inside strings', JSON.stringify({ text: `"${'['.repeat(500)}\\"` }), false],
  ])('%s → %s', (_label, text, expected) => {
    expect(exceedsJsonDepth(text)).toBe(expected)
  })
})
