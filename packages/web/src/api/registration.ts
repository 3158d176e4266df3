import type { TInvite, TInviteCreateBody, TRegistrationInfo, TRegistrationSettings } from '@unikflow/graph'
import { http } from './client'

export async function saveRegistration(body: TRegistrationSettings): Promise<TRegistrationInfo> {
  const res = await http.put<TRegistrationInfo>('/admin/registration', body)
  return res.data
}

/** An invitation to the instance (super admins) or, with `unikId`, to that unik with a role (its owners). */
export async function createInvite(body: TInviteCreateBody, unikId?: string): Promise<TInvite> {
  const url = unikId ? `/uniks/${encodeURIComponent(unikId)}/invites` : '/admin/invites'
  const res = await http.post<TInvite>(url, body)
  return res.data
}
