import { sql, type RawBuilder } from 'kysely'
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS, type TAnalyticsQuery } from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'

const DAY_MS = 86_400_000

/** Whole UTC days `from`..`to` (both included) as ISO bounds `[start, end)`, and optionally one flow. */
export interface AnalyticsScope {
  unikId: string
  from: string
  to: string
  start: string
  end: string
  flowId: string | undefined
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`)

/** The range asked for, or the last ANALYTICS_DEFAULT_DAYS days up to `now`'s UTC day. */
export function analyticsScope(unikId: string, query: TAnalyticsQuery, now = Date.now()): AnalyticsScope {
  const to = query.to ?? dayOf(now)
  const from = query.from ?? dayOf(msOf(to) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS)
  if (Number.isNaN(msOf(from)) || Number.isNaN(msOf(to))) throw new ValidationError('Invalid date range')
  const days = (msOf(to) - msOf(from)) / DAY_MS + 1
  if (days < 1) throw new ValidationError('The range must not end before it starts')
  if (days > ANALYTICS_MAX_DAYS)
    throw new ValidationError(`The range may span at most ${ANALYTICS_MAX_DAYS} days`)
  return {
    unikId,
    from,
    to,
    start: new Date(msOf(from)).toISOString(),
    end: new Date(msOf(to) + DAY_MS).toISOString(),
    flowId: query.flowId,
  }
}

/** Every day of the range, in order. */
export function daysOf(scope: Pick<AnalyticsScope, 'from' | 'to'>): string[] {
  const days: string[] = []
  for (let ms = msOf(scope.from); ms <= msOf(scope.to); ms += DAY_MS) days.push(dayOf(ms))
  return days
}

/**
 * `unik_id = … and <time> in [start, end) [and chatflow_id = …]` for a table of unik data; the
 * column order matches the `(unik_id, <time>, chatflow_id …)` indexes of migration 0015.
 */
export function scopeFilter(scope: AnalyticsScope, timeColumn: string, table?: string): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(table ? `${table}.${name}` : name)
  const flow = scope.flowId ? sql`and ${col('chatflow_id')} = ${scope.flowId}` : sql``
  return sql`${col('unik_id')} = ${scope.unikId} and ${col(timeColumn)} >= ${scope.start} and ${col(timeColumn)} < ${scope.end} ${flow}`
}

/** `unik_id = … and day in [from, to] [and chatflow_id = …]` for the analytics rollup tables. */
export function dayFilter(scope: AnalyticsScope, table?: string): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(table ? `${table}.${name}` : name)
  const flow = scope.flowId ? sql`and ${col('chatflow_id')} = ${scope.flowId}` : sql``
  return sql`${col('unik_id')} = ${scope.unikId} and ${col('day')} >= ${scope.from} and ${col('day')} <= ${scope.to} ${flow}`
}

/** PostgreSQL answers count/sum as strings (bigint, numeric), SQLite as numbers; null stays null. */
export const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))
export const nullable = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
