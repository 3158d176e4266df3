import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TPublicationSettingsBody, TPublicationTechnology, TPublishBody } from '@unikflow/graph'
import {
  cancelScheduledVersion,
  listPublications,
  publishTechnology,
  savePublicationSettings,
} from '../../../api/publications'
import { chatflowKeys } from '../../chatflows/queries'
import { publishFlowKey } from '../flow-queries'

export const publicationsKey = (unikId: string, flowId: string) =>
  [...chatflowKeys.one(unikId, flowId), 'publications'] as const

export function usePublications(unikId: string, flowId: string) {
  return useQuery({
    queryKey: publicationsKey(unikId, flowId),
    queryFn: () => listPublications(unikId, flowId),
    staleTime: 0,
  })
}

/** After a change: publications again, and the flow (its chat technology is the flow's public flag). */
function useRefresh(unikId: string, flowId: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: publicationsKey(unikId, flowId) }),
      queryClient.invalidateQueries({ queryKey: publishFlowKey(unikId, flowId) }),
    ])
}

export function useSavePublication(unikId: string, flowId: string) {
  const refresh = useRefresh(unikId, flowId)
  return useMutation({
    mutationFn: (input: { technology: TPublicationTechnology; body: TPublicationSettingsBody }) =>
      savePublicationSettings(unikId, flowId, input.technology, input.body),
    onSuccess: refresh,
  })
}

export function usePublish(unikId: string, flowId: string) {
  const refresh = useRefresh(unikId, flowId)
  return useMutation({
    mutationFn: (input: { technology: TPublicationTechnology; body: TPublishBody }) =>
      publishTechnology(unikId, flowId, input.technology, input.body),
    onSuccess: refresh,
  })
}

export function useCancelSchedule(unikId: string, flowId: string) {
  const refresh = useRefresh(unikId, flowId)
  return useMutation({
    mutationFn: (version: number) => cancelScheduledVersion(unikId, flowId, version),
    onSuccess: refresh,
  })
}
