import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TApiKeyImportBody } from '@unikflow/graph'
import * as api from '../../api/api-keys'

export const apiKeyKeys = {
  all: (unikId: string) => ['uniks', unikId, 'apikeys'] as const,
}

export function useApiKeys(unikId: string) {
  return useQuery({ queryKey: apiKeyKeys.all(unikId), queryFn: () => api.listApiKeys(unikId) })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all(unikId) })
}

export function useCreateApiKey(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: (keyName: string) => api.createApiKey(unikId, { keyName }),
    onSuccess: invalidate,
  })
}

export function useRenameApiKey(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, keyName }: { id: string; keyName: string }) => api.renameApiKey(unikId, id, keyName),
    onSuccess: invalidate,
  })
}

export function useDeleteApiKey(unikId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.deleteApiKey(unikId, id),
    // Flows using the key lose it: their cached copies are stale too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['uniks', unikId] }),
  })
}

export function useImportApiKeys(unikId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TApiKeyImportBody) => api.importApiKeys(unikId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['uniks', unikId] }),
  })
}
