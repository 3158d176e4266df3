import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TMemberAddBody, TUnikCreateBody, TUnikRole, TUnikUpdateBody } from '@unikflow/graph'
import * as api from '../../api/uniks'

export const unikKeys = {
  all: ['uniks'] as const,
  one: (unikId: string) => ['uniks', unikId] as const,
  members: (unikId: string) => ['uniks', unikId, 'members'] as const,
  dashboard: (unikId: string) => ['uniks', unikId, 'dashboard'] as const,
}

export function useUniks() {
  return useQuery({ queryKey: unikKeys.all, queryFn: () => api.listUniks() })
}

export function useUnik(unikId: string) {
  return useQuery({ queryKey: unikKeys.one(unikId), queryFn: () => api.getUnik(unikId) })
}

/** Fetched afresh on each visit: it reports what changed elsewhere. */
export function useUnikDashboard(unikId: string) {
  return useQuery({
    queryKey: unikKeys.dashboard(unikId),
    queryFn: () => api.getUnikDashboard(unikId),
    staleTime: 0,
  })
}

export function useMembers(unikId: string) {
  return useQuery({ queryKey: unikKeys.members(unikId), queryFn: () => api.listMembers(unikId) })
}

function useInvalidateUniks() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: unikKeys.all })
}

export function useCreateUnik() {
  const invalidate = useInvalidateUniks()
  return useMutation({ mutationFn: (body: TUnikCreateBody) => api.createUnik(body), onSuccess: invalidate })
}

export function useUpdateUnik() {
  const invalidate = useInvalidateUniks()
  return useMutation({
    mutationFn: ({ unikId, body }: { unikId: string; body: TUnikUpdateBody }) => api.updateUnik(unikId, body),
    onSuccess: invalidate,
  })
}

export function useDeleteUnik() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (unikId: string) => api.deleteUnik(unikId),
    onSuccess: (_data, unikId) => {
      queryClient.removeQueries({ queryKey: unikKeys.one(unikId) })
      return queryClient.invalidateQueries({ queryKey: unikKeys.all, exact: true })
    },
  })
}

export function useAddMember(unikId: string) {
  const invalidate = useInvalidateUniks()
  return useMutation({
    mutationFn: (body: TMemberAddBody) => api.addMember(unikId, body),
    onSuccess: invalidate,
  })
}

export function useChangeMemberRole(unikId: string) {
  const invalidate = useInvalidateUniks()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TUnikRole }) =>
      api.changeMemberRole(unikId, userId, role),
    onSuccess: invalidate,
  })
}

export function useRemoveMember(unikId: string) {
  const invalidate = useInvalidateUniks()
  return useMutation({
    mutationFn: (userId: string) => api.removeMember(unikId, userId),
    onSuccess: invalidate,
  })
}
