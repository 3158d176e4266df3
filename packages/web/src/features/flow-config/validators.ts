import { ISO_639_1_CODES } from '@unikflow/graph'

/** Speech to text language: empty (auto) or an ISO-639-1 code such as `en` (docs/product.md#validation). */
export function isIso6391(value: string): boolean {
  const v = value.trim()
  return v === '' || ISO_639_1_CODES.has(v.toLowerCase())
}

/** Speech to text temperature: empty, or a number from 0 to 1 (docs/product.md#validation). */
export function isValidTemperature(value: string): boolean {
  const v = value.trim()
  if (v === '') return true
  const n = Number(v)
  return Number.isFinite(n) && n >= 0 && n <= 1
}

/** A positive number typed in a text field (rate limit, max upload size …); empty is allowed. */
export function isPositiveNumber(value: string, integer = false): boolean {
  const v = value.trim()
  if (v === '') return true
  const n = Number(v)
  return Number.isFinite(n) && n > 0 && (!integer || Number.isInteger(n))
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Header rows of the analysis tab ⇄ the headers object stored in `analytic.openTelemetry.headers`. */
export function headersToRows(headers: unknown): Array<{ key: string; value: string }> {
  if (typeof headers === 'string')
    return headers
      .split(',')
      .map((pair) => pair.split('='))
      .filter((p) => (p[0] ?? '').trim() !== '')
      .map(([key = '', ...rest]) => ({ key: key.trim(), value: rest.join('=').trim() }))
  if (typeof headers === 'object' && headers !== null && !Array.isArray(headers))
    return Object.entries(headers).map(([key, value]) => ({ key, value: String(value) }))
  return []
}

export function rowsToHeaders(rows: Array<{ key: string; value: string }>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const row of rows) if (row.key.trim()) out[row.key.trim()] = row.value
  return out
}
