import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAdminUserPatchBody, TRegistrationSettings } from '@unikflow/graph'
import * as api from '../../api/admin'
import { getRegistration } from '../../api/auth'
import { saveRegistration } from '../../api/registration'

const adminKeys = { users: ['admin', 'users'] as const, registration: ['admin', 'registration'] as const }

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

export function useRegistration() {
  return useQuery({ queryKey: adminKeys.registration, queryFn: getRegistration })
}

export function useSaveRegistration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TRegistrationSettings) => saveRegistration(body),
    onSuccess: (info) => queryClient.setQueryData(adminKeys.registration, info),
  })
}
