import { sql, type Kysely } from 'kysely'
import type { TAnalyticsLead, TAnalyticsPoints } from '@unikflow/graph'
import { likePattern, type DB } from '../../db/schema'
import { n, nullable, scopeFilter, type AnalyticsScope } from './analytics-range'

/** The range's leads, narrowed by a search over name, e-mail and phone. */
function leadsFilter(scope: AnalyticsScope, q: string | undefined) {
  const term = q?.trim()
  if (!term) return scopeFilter(scope, 'created_at', 'leads')
  const like = likePattern(term)
  return sql`${scopeFilter(scope, 'created_at', 'leads')} and (
    lower(coalesce(leads.name, '')) like ${like} escape '\\'
    or lower(coalesce(leads.email, '')) like ${like} escape '\\'
    or lower(coalesce(leads.phone, '')) like ${like} escape '\\')`
}

/** How many leads match, and their quiz points. */
export async function leadPoints(
  db: Kysely<DB>,
  scope: AnalyticsScope,
  q: string | undefined,
): Promise<TAnalyticsPoints> {
  const { rows } = await sql<Record<string, unknown>>`
    select count(*) as leads, count(points) as with_points, sum(points) as total, max(points) as max
    from leads where ${leadsFilter(scope, q)}`.execute(db)
  const row = rows[0] ?? {}
  const withPoints = n(row.with_points)
  const total = n(row.total)
  return {
    leads: n(row.leads),
    withPoints,
    total,
    average: withPoints === 0 ? null : Math.round((total / withPoints) * 100) / 100,
    max: nullable(row.max),
  }
}

/** Newest first, with the flow's name; `limit` undefined = every match (the CSV). */
export async function listLeads(
  db: Kysely<DB>,
  scope: AnalyticsScope,
  page: { q: string | undefined; offset: number; limit: number | undefined },
): Promise<TAnalyticsLead[]> {
  const limit = page.limit === undefined ? sql`` : sql`limit ${page.limit} offset ${page.offset}`
  const { rows } = await sql<Record<string, unknown>>`
    select leads.id, leads.chatflow_id, chat_flows.name as flow_name, leads.name, leads.email, leads.phone,
      leads.points, leads.created_at
    from leads join chat_flows on chat_flows.id = leads.chatflow_id
    where ${leadsFilter(scope, page.q)}
    order by leads.created_at desc, leads.id
    ${limit}`.execute(db)
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v))
  return rows.map((r) => ({
    id: String(r.id),
    flowId: String(r.chatflow_id),
    flowName: String(r.flow_name),
    name: text(r.name),
    email: text(r.email),
    phone: text(r.phone),
    points: nullable(r.points),
    createdDate: String(r.created_at),
  }))
}
