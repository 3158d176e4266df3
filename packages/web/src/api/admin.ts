import type { TAdminUser, TAdminUserList, TAdminUserPatchBody } from '@unikflow/graph'
import { http } from './client'

export interface AdminUserQuery {
  page: number
  pageSize: number
  search: string
}

export async function listUsers({ page, pageSize, search }: AdminUserQuery): Promise<TAdminUserList> {
  const params = search ? { page, pageSize, search } : { page, pageSize }
  const res = await http.get<TAdminUserList>('/admin/users', { params })
  return res.data
}

export async function patchUser(id: string, body: TAdminUserPatchBody): Promise<TAdminUser> {
  const res = await http.patch<TAdminUser>(`/admin/users/${encodeURIComponent(id)}`, body)
  return res.data
}

export async function deleteUser(id: string): Promise<void> {
  await http.delete(`/admin/users/${encodeURIComponent(id)}`)
}
