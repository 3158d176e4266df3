import type {
  TAnalyticsLatency,
  TAnalyticsLeads,
  TAnalyticsLeadsQuery,
  TAnalyticsQuery,
  TAnalyticsReleases,
  TAnalyticsSummary,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/analytics`

export async function getAnalyticsSummary(
  unikId: string,
  query: TAnalyticsQuery,
): Promise<TAnalyticsSummary> {
  return (await http.get<TAnalyticsSummary>(`${base(unikId)}/summary`, { params: query })).data
}

export async function getAnalyticsLatency(
  unikId: string,
  query: TAnalyticsQuery,
): Promise<TAnalyticsLatency> {
  return (await http.get<TAnalyticsLatency>(`${base(unikId)}/latency`, { params: query })).data
}

export async function getAnalyticsLeads(
  unikId: string,
  query: TAnalyticsLeadsQuery,
): Promise<TAnalyticsLeads> {
  return (await http.get<TAnalyticsLeads>(`${base(unikId)}/leads`, { params: query })).data
}

/** Every lead matching the query, as the server's CSV text. */
export async function analyticsLeadsCsv(
  unikId: string,
  query: TAnalyticsQuery & { q?: string },
): Promise<string> {
  const res = await http.get<string>(`${base(unikId)}/leads`, {
    params: { ...query, format: 'csv' },
    responseType: 'text',
  })
  return res.data
}

/** Runs and questions split by the release they ran on, per flow. */
export async function getAnalyticsReleases(
  unikId: string,
  query: TAnalyticsQuery,
): Promise<TAnalyticsReleases> {
  return (await http.get<TAnalyticsReleases>(`${base(unikId)}/releases`, { params: query })).data
}
