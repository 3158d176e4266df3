import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TDatasetRowBody, TEvaluationBody } from '@unikflow/graph'
import * as api from '../../api/evaluations'

export const evalKeys = {
  datasets: (unikId: string) => ['uniks', unikId, 'datasets'] as const,
  dataset: (unikId: string, id: string) => ['uniks', unikId, 'datasets', id] as const,
  evaluations: (unikId: string) => ['uniks', unikId, 'evaluations'] as const,
  evaluation: (unikId: string, id: string) => ['uniks', unikId, 'evaluations', id] as const,
}

export function useDatasets(unikId: string) {
  return useQuery({ queryKey: evalKeys.datasets(unikId), queryFn: () => api.listDatasets(unikId) })
}

export function useDataset(unikId: string, id: string) {
  return useQuery({ queryKey: evalKeys.dataset(unikId, id), queryFn: () => api.getDataset(unikId, id) })
}

/** After any dataset change: the list (row counts) and the dataset itself. */
function useInvalidateDatasets(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: evalKeys.datasets(unikId) })
}

export function useCreateDataset(unikId: string) {
  const invalidate = useInvalidateDatasets(unikId)
  return useMutation({
    mutationFn: (body: Parameters<typeof api.createDataset>[1]) => api.createDataset(unikId, body),
    onSuccess: invalidate,
  })
}

export function useDeleteDataset(unikId: string) {
  const invalidate = useInvalidateDatasets(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteDataset(unikId, id), onSuccess: invalidate })
}

export function useAddDatasetRow(unikId: string) {
  const invalidate = useInvalidateDatasets(unikId)
  return useMutation({
    mutationFn: (body: TDatasetRowBody) => api.addDatasetRow(unikId, body),
    onSuccess: invalidate,
  })
}

export function useDeleteDatasetRow(unikId: string) {
  const invalidate = useInvalidateDatasets(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteDatasetRow(unikId, id), onSuccess: invalidate })
}

export function useImportCsv(unikId: string, datasetId: string) {
  const invalidate = useInvalidateDatasets(unikId)
  return useMutation({
    mutationFn: (csvFile: string) =>
      api.importDatasetCsv(unikId, datasetId, { csvFile, firstRowHeaders: true }),
    onSuccess: invalidate,
  })
}

export function useAddRowsFromMessages(unikId: string) {
  const invalidate = useInvalidateDatasets(unikId)
  return useMutation({
    mutationFn: (input: { datasetId: string; chatflowId: string; messageIds: string[] }) =>
      api.addRowsFromMessages(unikId, input.datasetId, {
        chatflowId: input.chatflowId,
        messageIds: input.messageIds,
      }),
    onSuccess: invalidate,
  })
}

/** Polls while the run is running (its progress bar). */
export function useEvaluations(unikId: string) {
  return useQuery({
    queryKey: evalKeys.evaluations(unikId),
    queryFn: () => api.listEvaluations(unikId),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'running') ? 1000 : false),
  })
}

export function useEvaluation(unikId: string, id: string) {
  return useQuery({
    queryKey: evalKeys.evaluation(unikId, id),
    queryFn: () => api.getEvaluation(unikId, id),
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 1000 : false),
  })
}

function useInvalidateEvaluations(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: evalKeys.evaluations(unikId) })
}

export function useStartEvaluation(unikId: string) {
  const invalidate = useInvalidateEvaluations(unikId)
  return useMutation({
    mutationFn: (body: TEvaluationBody) => api.startEvaluation(unikId, body),
    onSuccess: invalidate,
  })
}

export function useCancelEvaluation(unikId: string) {
  const invalidate = useInvalidateEvaluations(unikId)
  return useMutation({ mutationFn: (id: string) => api.cancelEvaluation(unikId, id), onSuccess: invalidate })
}

export function useDeleteEvaluation(unikId: string) {
  const invalidate = useInvalidateEvaluations(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteEvaluation(unikId, id), onSuccess: invalidate })
}

export function useComparison(unikId: string, a: string, b: string) {
  return useQuery({
    queryKey: [...evalKeys.evaluations(unikId), 'compare', a, b],
    queryFn: () => api.compareEvaluations(unikId, a, b),
  })
}
