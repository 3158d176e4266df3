import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TChatflowListQuery } from '@unikflow/graph'
import * as api from '../../api/chatflows'

export const chatflowKeys = {
  all: (unikId: string) => ['uniks', unikId, 'chatflows'] as const,
  list: (unikId: string, query: TChatflowListQuery) => ['uniks', unikId, 'chatflows', 'list', query] as const,
  one: (unikId: string, id: string) => ['uniks', unikId, 'chatflows', 'one', id] as const,
}

export function useChatflowList(unikId: string, query: TChatflowListQuery) {
  return useQuery({
    queryKey: chatflowKeys.list(unikId, query),
    queryFn: () => api.listChatflows(unikId, query),
    placeholderData: keepPreviousData,
  })
}

function useInvalidate(unikId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: chatflowKeys.all(unikId) })
}

export function useRenameChatflow(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version: number }) =>
      api.updateChatflow(unikId, id, { name, version }),
    onSuccess: invalidate,
  })
}

export function useDuplicateChatflow(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: (id: string) => api.duplicateChatflow(unikId, id), onSuccess: invalidate })
}

export function useDeleteChatflow(unikId: string) {
  const invalidate = useInvalidate(unikId)
  return useMutation({ mutationFn: (id: string) => api.deleteChatflow(unikId, id), onSuccess: invalidate })
}
