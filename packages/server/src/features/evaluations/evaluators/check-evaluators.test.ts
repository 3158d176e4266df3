import { describe, expect, it } from 'vitest'
import { ZEvaluator, type TEvaluator, type TEvaluatorInput } from '@unikflow/graph'
import { jsonVerdict, numericVerdict, textVerdict } from './check-evaluators'
import type { RunOutcome } from './evaluator-types'

const run = (output: string, extra: Partial<RunOutcome> = {}): RunOutcome => ({
  input: 'q',
  expectedOutput: 'Paris',
  output,
  latencyMs: 120,
  tokens: 30,
  costUsd: 0.002,
  ...extra,
})
function parsed<T extends TEvaluator['type']>(input: TEvaluatorInput & { type: T }) {
  // The route parses evaluators with ZEvaluator; so do the tests, defaults included.
  return ZEvaluator.parse(input) as Extract<TEvaluator, { type: T }>
}
const base = { id: 'e', name: 'e' }

describe('text evaluators', () => {
  it('exact compares with the expected output, case-insensitively unless asked', () => {
    const exact = parsed({ ...base, type: 'text', operator: 'exact' })
    expect(textVerdict(exact, run(' paris ')).pass).toBe(true)
    expect(textVerdict(exact, run('Paris, France')).pass).toBe(false)
    const strict = parsed({ ...base, type: 'text', operator: 'exact', caseSensitive: true })
    expect(textVerdict(strict, run('paris')).pass).toBe(false)
  })

  it('contains a value (or the expected output); not-contains; regex, an invalid one failing', () => {
    expect(
      textVerdict(parsed({ ...base, type: 'text', operator: 'contains' }), run('It is paris.')).pass,
    ).toBe(true)
    const value = parsed({ ...base, type: 'text', operator: 'contains', value: 'France' })
    expect(textVerdict(value, run('Paris')).pass).toBe(false)
    const not = parsed({ ...base, type: 'text', operator: 'notContains', value: 'sorry' })
    expect(textVerdict(not, run('Sorry, no')).pass).toBe(false)
    expect(textVerdict(not, run('Paris')).pass).toBe(true)
    const re = parsed({ ...base, type: 'text', operator: 'regex', value: '^\\d{4}$' })
    expect(textVerdict(re, run('2026')).pass).toBe(true)
    expect(textVerdict(re, run('year 2026')).pass).toBe(false)
    const broken = parsed({ ...base, type: 'text', operator: 'regex', value: '(' })
    expect(textVerdict(broken, run('(')).reason).toContain('Invalid regular expression')
  })
})

describe('JSON and numeric evaluators', () => {
  it('checks JSON and a JSON Schema', () => {
    expect(jsonVerdict(parsed({ ...base, type: 'json' }), run('{"a":1}')).pass).toBe(true)
    expect(jsonVerdict(parsed({ ...base, type: 'json' }), run('a: 1')).pass).toBe(false)
    const schema = JSON.stringify({
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    })
    const withSchema = parsed({ ...base, type: 'json', schema })
    expect(jsonVerdict(withSchema, run('{"city":"Paris"}')).pass).toBe(true)
    const wrong = jsonVerdict(withSchema, run('{"city":7}'))
    expect(wrong.pass).toBe(false)
    expect(wrong.reason).toContain('city')
  })

  it('checks a number, a length, latency, tokens and cost against a range', () => {
    const number = parsed({ ...base, type: 'numeric', metric: 'number', min: 3, max: 5 })
    expect(numericVerdict(number, run('4')).pass).toBe(true)
    expect(numericVerdict(number, run('6')).pass).toBe(false)
    expect(numericVerdict(number, run('four')).reason).toBe('The output is not a number')
    const length = parsed({ ...base, type: 'numeric', metric: 'length', max: 5 })
    expect(numericVerdict(length, run('Paris')).pass).toBe(true)
    const latency = parsed({ ...base, type: 'numeric', metric: 'latency', max: 100 })
    expect(numericVerdict(latency, run('x')).pass).toBe(false)
    const tokens = parsed({ ...base, type: 'numeric', metric: 'tokens', max: 30 })
    expect(numericVerdict(tokens, run('x')).score).toBe(30)
    const cost = parsed({ ...base, type: 'numeric', metric: 'cost', max: 0.001 })
    expect(numericVerdict(cost, run('x')).pass).toBe(false)
  })
})
