import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TToolCreateBody, TToolUpdateBody } from '@unikflow/graph'
import * as api from '../../api/tools'

export const toolKeys = {
  all: (unikId: string) => ['uniks', unikId, 'tools'] as const,
}

export function useTools(unikId: string) {
  return useQuery({ queryKey: toolKeys.all(unikId), queryFn: () => api.listTools(unikId) })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: toolKeys.all(unikId) })
}

export function useCreateTool(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (body: TToolCreateBody) => api.createTool(unikId, body),
    onSuccess: invalidate,
  })
}

export function useUpdateTool(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TToolUpdateBody }) => api.updateTool(unikId, id, body),
    onSuccess: invalidate,
  })
}

export function useDeleteTool(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteTool(unikId, id), onSuccess: invalidate })
}
