import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TUnikRunQuery } from '@unikflow/graph'
import * as api from '../../api/runs'
import { evalKeys } from '../evaluations/queries'

export const runKeys = {
  list: (unikId: string, query: TUnikRunQuery) => ['uniks', unikId, 'runs', query] as const,
  all: (unikId: string) => ['uniks', unikId, 'runs'] as const,
  run: (unikId: string, runId: string) => ['uniks', unikId, 'run', runId] as const,
}

/** A page of runs; the previous page stays on screen while the next one loads. */
export function useUnikRuns(unikId: string, query: TUnikRunQuery) {
  return useQuery({
    queryKey: runKeys.list(unikId, query),
    queryFn: () => api.listUnikRuns(unikId, query),
    placeholderData: keepPreviousData,
  })
}

export function useUnikRun(unikId: string, runId: string) {
  return useQuery({
    queryKey: runKeys.run(unikId, runId),
    queryFn: () => api.getUnikRun(unikId, runId),
    staleTime: Infinity,
  })
}

/** A replay adds a run: the list refreshes after it. */
export function useReplayRun(unikId: string, runId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.replayRun(unikId, runId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runKeys.all(unikId) }),
  })
}

export function useAddRunToDataset(unikId: string, runId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (datasetId: string) => api.addRunToDataset(unikId, runId, datasetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evalKeys.datasets(unikId) }),
  })
}
