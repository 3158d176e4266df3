import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TVariableCreateBody, TVariableUpdateBody } from '@unikflow/graph'
import * as api from '../../api/variables'

export const variableKeys = {
  all: (unikId: string) => ['uniks', unikId, 'variables'] as const,
}

export function useVariables(unikId: string) {
  return useQuery({ queryKey: variableKeys.all(unikId), queryFn: () => api.listVariables(unikId) })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: variableKeys.all(unikId) })
}

export function useCreateVariable(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (body: TVariableCreateBody) => api.createVariable(unikId, body),
    onSuccess: invalidate,
  })
}

export function useUpdateVariable(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TVariableUpdateBody }) =>
      api.updateVariable(unikId, id, body),
    onSuccess: invalidate,
  })
}

export function useDeleteVariable(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteVariable(unikId, id), onSuccess: invalidate })
}
