/** Comma-separated day numbers as Flowise stores picked days ("1,3,5"); others read as none. */
export function readDays(value: unknown): string[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  return text
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '')
}

/** Toggles one day and writes the days back in the order of `order`. */
export function toggleDay(days: readonly string[], day: string, order: readonly string[]): string {
  const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day]
  return order.filter((d) => next.includes(d)).join(',')
}

/** A date input shows "YYYY-MM-DD"; a stored ISO date-time is shown as its date. */
export function dateInputValue(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : ''
}

/** Monday first, as Flowise numbers them: 1 Monday … 7 Sunday. */
export const WEEK_DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const
/** The days of a month, then "L": its last day. */
export const MONTH_DAYS = [...Array.from({ length: 31 }, (_, i) => String(i + 1)), 'L']
