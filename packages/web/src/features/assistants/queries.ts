import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAssistantCreateBody, TAssistantUpdateBody } from '@unikflow/graph'
import * as api from '../../api/assistants'

export const assistantKeys = {
  all: (unikId: string) => ['uniks', unikId, 'assistants'] as const,
  one: (unikId: string, id: string) => ['uniks', unikId, 'assistants', 'one', id] as const,
  components: (unikId: string) => ['uniks', unikId, 'assistants', 'components'] as const,
}

export function useCustomAssistants(unikId: string) {
  return useQuery({ queryKey: assistantKeys.all(unikId), queryFn: () => api.listCustomAssistants(unikId) })
}

export function useOpenAIAssistants(unikId: string) {
  return useQuery({
    queryKey: [...assistantKeys.all(unikId), 'OPENAI'],
    queryFn: () => api.listAssistants(unikId, 'OPENAI'),
  })
}

export function useAssistant(unikId: string, id: string | undefined) {
  return useQuery({
    queryKey: assistantKeys.one(unikId, id ?? ''),
    queryFn: () => api.getAssistant(unikId, id ?? ''),
    enabled: id !== undefined,
    staleTime: 0,
  })
}

export function useAssistantComponents(unikId: string) {
  return useQuery({
    queryKey: assistantKeys.components(unikId),
    queryFn: () => api.listAssistantComponents(unikId),
    staleTime: Infinity,
  })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: assistantKeys.all(unikId) })
}

export function useCreateAssistant(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (body: TAssistantCreateBody) => api.createAssistant(unikId, body),
    onSuccess: invalidate,
  })
}

export function useUpdateAssistant(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAssistantUpdateBody }) =>
      api.updateAssistant(unikId, id, body),
    onSuccess: invalidate,
  })
}

export function useDeleteAssistant(unikId: string, deleteBoth = false) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (id: string) => api.deleteAssistant(unikId, id, deleteBoth),
    onSuccess: invalidate,
  })
}
