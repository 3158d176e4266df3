import { z } from 'zod'
import type { TEvaluator } from '@unikflow/graph'
import { verdict, type RunOutcome, type Verdict } from './evaluator-types'

type Of<T extends TEvaluator['type']> = Extract<TEvaluator, { type: T }>

const fold = (text: string, caseSensitive: boolean) => (caseSensitive ? text : text.toLowerCase())

/** Exact, contains, does not contain, regex: pure checks of the output's text. */
export function textVerdict(e: Of<'text'>, run: RunOutcome): Verdict {
  const wanted = e.value || run.expectedOutput
  const output = fold(run.output, e.caseSensitive)
  switch (e.operator) {
    case 'exact': {
      const pass = output.trim() === fold(wanted, e.caseSensitive).trim()
      return verdict(pass, pass ? 1 : 0, pass ? 'The output is the expected text' : 'The output differs')
    }
    case 'contains': {
      const pass = output.includes(fold(wanted, e.caseSensitive))
      return verdict(pass, pass ? 1 : 0, pass ? `Contains "${wanted}"` : `Does not contain "${wanted}"`)
    }
    case 'notContains': {
      const pass = !output.includes(fold(e.value, e.caseSensitive))
      return verdict(pass, pass ? 1 : 0, pass ? `Free of "${e.value}"` : `Contains "${e.value}"`)
    }
    case 'regex':
      return regexVerdict(e, run.output)
  }
}

function regexVerdict(e: Of<'text'>, output: string): Verdict {
  let pattern: RegExp
  try {
    pattern = new RegExp(e.value, e.caseSensitive ? 'u' : 'iu')
  } catch {
    return verdict(false, 0, `Invalid regular expression: ${e.value}`)
  }
  const pass = pattern.test(output)
  return verdict(pass, pass ? 1 : 0, pass ? `Matches /${e.value}/` : `Does not match /${e.value}/`)
}

/** The output parses as JSON, and matches the JSON Schema when one is given. */
export function jsonVerdict(e: Of<'json'>, run: RunOutcome): Verdict {
  let value: unknown
  try {
    value = JSON.parse(run.output)
  } catch {
    return verdict(false, 0, 'The output is not valid JSON')
  }
  if (!e.schema.trim()) return verdict(true, 1, 'Valid JSON')
  let schema: z.ZodType
  try {
    schema = z.fromJSONSchema(JSON.parse(e.schema))
  } catch {
    return verdict(false, 0, 'The JSON Schema is not valid')
  }
  const checked = schema.safeParse(value)
  if (checked.success) return verdict(true, 1, 'Valid JSON matching the schema')
  const issue = checked.error.issues[0]
  return verdict(
    false,
    0,
    `Does not match the schema: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
  )
}

function metricOf(e: Of<'numeric'>, run: RunOutcome): number | undefined {
  switch (e.metric) {
    case 'number': {
      const n = Number(run.output.trim())
      return run.output.trim() === '' || Number.isNaN(n) ? undefined : n
    }
    case 'length':
      return [...run.output].length
    case 'latency':
      return run.latencyMs
    case 'tokens':
      return run.tokens
    case 'cost':
      return run.costUsd
  }
}

/** A measured number (the output, its length, latency, tokens, cost) within [min, max]. */
export function numericVerdict(e: Of<'numeric'>, run: RunOutcome): Verdict {
  const value = metricOf(e, run)
  if (value === undefined) return verdict(false, null, 'The output is not a number')
  const pass = (e.min === undefined || value >= e.min) && (e.max === undefined || value <= e.max)
  const range = `[${e.min ?? '-∞'}, ${e.max ?? '∞'}]`
  return verdict(pass, value, `${e.metric} ${value} ${pass ? 'within' : 'outside'} ${range}`)
}
