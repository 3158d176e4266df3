import type { Kysely } from 'kysely'
import { DASHBOARD_DAYS, type TUnikDashboard } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import {
  countItems,
  recentAssistantRows,
  recentFailures,
  recentFlows,
  recentStores,
  runsByDay,
} from './dashboard.repository'

const DAY_MS = 86_400_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** An assistant's name from its `details` JSON text ('' when it has none). */
function assistantName(details: string): string {
  try {
    const parsed: unknown = JSON.parse(details)
    if (parsed && typeof parsed === 'object' && 'name' in parsed && typeof parsed.name === 'string')
      return parsed.name
  } catch {
    // A malformed details text shows as a nameless assistant.
  }
  return ''
}

/** The unik's overview: counts, what changed last, and its runs over the last DASHBOARD_DAYS UTC days. */
export async function unikDashboard(
  db: Kysely<DB>,
  unikId: string,
  now = Date.now(),
): Promise<TUnikDashboard> {
  const today = Date.parse(`${dayOf(now)}T00:00:00.000Z`)
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    dayOf(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS),
  )
  const firstDay = days[0] ?? dayOf(today)
  const [counts, flows, stores, assistants, byDay, failures] = await Promise.all([
    countItems(db, unikId),
    recentFlows(db, unikId),
    recentStores(db, unikId),
    recentAssistantRows(db, unikId),
    runsByDay(db, unikId, firstDay),
    recentFailures(db, unikId, `${firstDay}T00:00:00.000Z`),
  ])
  return {
    days: DASHBOARD_DAYS,
    counts,
    recentFlows: flows,
    recentStores: stores,
    recentAssistants: assistants.map((a) => ({
      id: a.id,
      type: a.type,
      name: assistantName(a.details),
      updatedAt: a.updatedAt,
    })),
    activity: days.map((day) => ({ day, ...(byDay.get(day) ?? { runs: 0, errors: 0 }) })),
    failures,
  }
}
