import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TCustomTemplateCreateBody } from '@unikflow/graph'
import * as api from '../../api/templates'

export const templateKeys = {
  community: (unikId: string) => ['uniks', unikId, 'templates', 'community'] as const,
  custom: (unikId: string) => ['uniks', unikId, 'templates', 'custom'] as const,
  one: (unikId: string, id: string) => ['uniks', unikId, 'templates', 'one', id] as const,
}

export function useCommunityTemplates(unikId: string) {
  return useQuery({
    queryKey: templateKeys.community(unikId),
    queryFn: () => api.listCommunityTemplates(unikId),
    // Shipped with the server: they change only with a new release.
    staleTime: Infinity,
  })
}

export function useCustomTemplates(unikId: string) {
  return useQuery({ queryKey: templateKeys.custom(unikId), queryFn: () => api.listCustomTemplates(unikId) })
}

export function useTemplate(unikId: string, id: string) {
  return useQuery({ queryKey: templateKeys.one(unikId, id), queryFn: () => api.getTemplate(unikId, id) })
}

export function useSaveTemplate(unikId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TCustomTemplateCreateBody) => api.saveCustomTemplate(unikId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.custom(unikId) }),
  })
}

export function useDeleteTemplate(unikId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.deleteCustomTemplate(unikId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.custom(unikId) }),
  })
}
