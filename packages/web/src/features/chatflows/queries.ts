import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TChatflowList, TChatflowListQuery, TChatflowType } from '@unikflow/graph'

/** The list route's largest page. */
const MAX_PAGE_SIZE = 100
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

/**
 * One page of several flow types, newest first. The list route filters by one type, so each type's
 * first `page * pageSize` flows are fetched (the route's 100 at most) and merged; past that, a page
 * shows the same page of each type side by side.
 */
export async function listFlowsOfTypes(
  unikId: string,
  types: readonly TChatflowType[],
  query: Omit<TChatflowListQuery, 'type'> & { page: number; pageSize: number },
): Promise<TChatflowList> {
  const [only] = types
  if (types.length === 1 && only) return api.listChatflows(unikId, { ...query, type: only })
  const { page, pageSize } = query
  const upTo = page * pageSize
  const merged = upTo <= MAX_PAGE_SIZE
  const lists = await Promise.all(
    types.map((type) =>
      api.listChatflows(unikId, merged ? { ...query, type, page: 1, pageSize: upTo } : { ...query, type }),
    ),
  )
  const items = lists
    .flatMap((l) => l.items)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
  return {
    items: merged ? items.slice(upTo - pageSize, upTo) : items,
    total: lists.reduce((sum, l) => sum + l.total, 0),
    page,
    pageSize,
  }
}

export function useFlowTypesList(
  unikId: string,
  types: readonly TChatflowType[],
  query: Omit<TChatflowListQuery, 'type'> & { page: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...chatflowKeys.all(unikId), 'types', types, query] as const,
    queryFn: () => listFlowsOfTypes(unikId, types, query),
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
