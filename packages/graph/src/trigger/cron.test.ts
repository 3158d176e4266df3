import { describe, expect, it } from 'vitest'
import { cronMatches, parseCron } from './cron'

function cron(expression: string) {
  const parsed = parseCron(expression)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

describe('cron', () => {
  it('matches weekdays at 09:00 in the schedule’s time zone', () => {
    const weekdays = cron('0 9 * * 1-5')
    // Monday 2026-12-07 09:00 in Berlin is 08:00 UTC.
    expect(cronMatches(weekdays, new Date('2026-12-07T08:00:00Z'), 'Europe/Berlin')).toBe(true)
    expect(cronMatches(weekdays, new Date('2026-12-07T09:00:00Z'), 'Europe/Berlin')).toBe(false)
    expect(cronMatches(weekdays, new Date('2026-12-07T09:00:00Z'), 'UTC')).toBe(true)
    // Sunday.
    expect(cronMatches(weekdays, new Date('2026-12-06T09:00:00Z'), 'UTC')).toBe(false)
  })

  it('reads steps, lists, 7 as Sunday, the last day of the month and a leading seconds field', () => {
    expect(cronMatches(cron('*/15 * * * *'), new Date('2026-01-01T10:45:00Z'), 'UTC')).toBe(true)
    expect(cronMatches(cron('*/15 * * * *'), new Date('2026-01-01T10:46:00Z'), 'UTC')).toBe(false)
    expect(cronMatches(cron('0 12 * * 7'), new Date('2026-12-06T12:00:00Z'), 'UTC')).toBe(true)
    expect(cronMatches(cron('0 0 L * *'), new Date('2026-02-28T00:00:00Z'), 'UTC')).toBe(true)
    expect(cronMatches(cron('0 0 L * *'), new Date('2026-03-28T00:00:00Z'), 'UTC')).toBe(false)
    expect(cronMatches(cron('30 0 12 * * *'), new Date('2026-03-28T12:00:00Z'), 'UTC')).toBe(true)
  })

  it('fires on either restricted day field, as cron does', () => {
    const firstOrMonday = cron('0 8 1 * 1')
    expect(cronMatches(firstOrMonday, new Date('2026-12-01T08:00:00Z'), 'UTC')).toBe(true)
    expect(cronMatches(firstOrMonday, new Date('2026-12-07T08:00:00Z'), 'UTC')).toBe(true)
    expect(cronMatches(firstOrMonday, new Date('2026-12-08T08:00:00Z'), 'UTC')).toBe(false)
  })

  it.each(['', '* * * *', '61 * * * *', '* 24 * * *', '5-1 * * * *', '*/0 * * * *', 'a * * * *'])(
    'refuses %j',
    (expression) => expect(parseCron(expression).ok).toBe(false),
  )
})
