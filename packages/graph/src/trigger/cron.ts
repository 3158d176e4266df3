import { err, ok, type Result } from '../result'

/** A parsed cron schedule: the values each field allows (day of month may also hold "last"). */
export type TCron = {
  readonly minutes: ReadonlySet<number>
  readonly hours: ReadonlySet<number>
  readonly days: ReadonlySet<number>
  readonly lastDay: boolean
  readonly months: ReadonlySet<number>
  /** 0 Sunday … 6 Saturday (7 is read as 0). */
  readonly weekDays: ReadonlySet<number>
  /** Whether day of month / day of week were restricted (`*` is not): cron matches either when both are. */
  readonly daysRestricted: boolean
  readonly weekDaysRestricted: boolean
}

function parseRange(part: string, min: number, max: number): [number, number] | undefined {
  if (part === '*') return [min, max]
  const m = /^(\d+)(?:-(\d+))?$/.exec(part)
  if (!m) return undefined
  const from = Number(m[1])
  const to = m[2] === undefined ? from : Number(m[2])
  return from >= min && to <= max && from <= to ? [from, to] : undefined
}

function parseField(field: string, min: number, max: number, allowLast = false) {
  const values = new Set<number>()
  let last = false
  for (const part of field.split(',')) {
    if (allowLast && part === 'L') {
      last = true
      continue
    }
    const [base = '', stepText] = part.split('/')
    const step = stepText === undefined ? 1 : Number(stepText)
    const range = parseRange(base, min, max)
    if (!range || !Number.isInteger(step) || step < 1) return undefined
    // `5/15` runs from 5 to the field's end, as cron reads a step after a single value.
    const end = stepText !== undefined && !base.includes('-') && base !== '*' ? max : range[1]
    for (let v = range[0]; v <= end; v += step) values.add(v)
  }
  return { values, last }
}

/**
 * Parses a cron expression: five fields (minute hour day-of-month month day-of-week), or six with a
 * leading seconds field, which is dropped (schedules fire at most once a minute). Day of month accepts
 * `L` (the last day); day of week takes 0–7 (0 and 7 are Sunday).
 */
export function parseCron(expression: string): Result<TCron, string> {
  const fields = expression.trim().split(/\s+/)
  if (fields.length === 6) fields.shift()
  if (fields.length !== 5)
    return err('A cron expression has five fields: minute, hour, day of month, month, day of week')
  const [minute = '', hour = '', day = '', month = '', weekDay = ''] = fields
  const minutes = parseField(minute, 0, 59)
  const hours = parseField(hour, 0, 23)
  const days = parseField(day, 1, 31, true)
  const months = parseField(month, 1, 12)
  const weekDays = parseField(weekDay, 0, 7)
  if (!minutes || !hours || !days || !months || !weekDays)
    return err(`Invalid cron expression "${expression}"`)
  return ok({
    minutes: minutes.values,
    hours: hours.values,
    days: days.values,
    lastDay: days.last,
    months: months.values,
    weekDays: new Set([...weekDays.values].map((d) => d % 7)),
    daysRestricted: day !== '*',
    weekDaysRestricted: weekDay !== '*',
  })
}

const WEEK_DAY_INDEX: Readonly<Record<string, number>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekDay: WEEK_DAY_INDEX[get('weekday')] ?? -1,
  }
}

/** Whether the minute holding `at` is one the schedule fires in, read in `timeZone`. */
export function cronMatches(cron: TCron, at: Date, timeZone: string): boolean {
  const t = zonedParts(at, timeZone)
  if (!cron.minutes.has(t.minute) || !cron.hours.has(t.hour) || !cron.months.has(t.month)) return false
  const daysInMonth = new Date(Date.UTC(t.year, t.month, 0)).getUTCDate()
  const dayOk = cron.days.has(t.day) || (cron.lastDay && t.day === daysInMonth)
  const weekDayOk = cron.weekDays.has(t.weekDay)
  if (cron.daysRestricted && cron.weekDaysRestricted) return dayOk || weekDayOk
  return dayOk && weekDayOk
}

/** Whether a time zone name is one this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}
