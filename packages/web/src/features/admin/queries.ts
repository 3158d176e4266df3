import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAdminUserPatchBody } from '@unikflow/graph'
import * as api from '../../api/admin'

const adminKeys = { users: ['admin', 'users'] as const }

export function useAdminUsers(query: api.AdminUserQuery) {
  return useQuery({
    queryKey: [...adminKeys.users, query],
    queryFn: () => api.listUsers(query),
    placeholderData: keepPreviousData,
  })
}

export function usePatchUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAdminUserPatchBody }) => api.patchUser(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.deleteUser(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  })
}
