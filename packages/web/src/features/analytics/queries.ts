import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TAnalyticsLeadsQuery, TAnalyticsQuery } from '@unikflow/graph'
import {
  getAnalyticsLatency,
  getAnalyticsLeads,
  getAnalyticsReleases,
  getAnalyticsSummary,
} from '../../api/analytics'

const key = (unikId: string, part: string, query: object) =>
  ['uniks', unikId, 'analytics', part, query] as const

export function useAnalyticsSummary(unikId: string, query: TAnalyticsQuery) {
  return useQuery({
    queryKey: key(unikId, 'summary', query),
    queryFn: () => getAnalyticsSummary(unikId, query),
    placeholderData: keepPreviousData,
  })
}

export function useAnalyticsLatency(unikId: string, query: TAnalyticsQuery) {
  return useQuery({
    queryKey: key(unikId, 'latency', query),
    queryFn: () => getAnalyticsLatency(unikId, query),
    placeholderData: keepPreviousData,
  })
}

export function useAnalyticsLeads(unikId: string, query: TAnalyticsLeadsQuery) {
  return useQuery({
    queryKey: key(unikId, 'leads', query),
    queryFn: () => getAnalyticsLeads(unikId, query),
    placeholderData: keepPreviousData,
  })
}

export function useAnalyticsReleases(unikId: string, query: TAnalyticsQuery) {
  return useQuery({
    queryKey: key(unikId, 'releases', query),
    queryFn: () => getAnalyticsReleases(unikId, query),
    placeholderData: keepPreviousData,
  })
}
