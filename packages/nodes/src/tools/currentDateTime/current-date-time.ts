import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** Current Date Time takes no arguments. */
export const CURRENT_DATE_TIME_SCHEMA = {
  type: 'object',
  properties: {},
  required: [],
} satisfies TJsonSchemaObject

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** `+03:00` for a zone three hours ahead of UTC (`getTimezoneOffset` counts the other way). */
function formatOffset(minutesBehindUtc: number): string {
  const ahead = -minutesBehindUtc
  const abs = Math.abs(ahead)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${ahead >= 0 ? '+' : '-'}${hh}:${mm}`
}

/** The day, date and time the way Flowise's Current Date Time tool answers them, in the server's zone. */
export function describeNow(now: Date): Record<string, string | number> {
  return {
    date: now.toISOString().split('T')[0] ?? '',
    time: now.toTimeString().split(' ')[0] ?? '',
    day: DAYS[now.getDay()] ?? '',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    timezoneOffset: formatOffset(now.getTimezoneOffset()),
    iso8601: now.toISOString(),
    unix_timestamp: Math.floor(now.getTime() / 1000),
  }
}
