import type {
  TMember,
  TMemberAddBody,
  TUnik,
  TUnikCreateBody,
  TUnikDashboard,
  TUnikRole,
  TUnikUpdateBody,
} from '@unikflow/graph'
import { http } from './client'

/** List endpoints answer with a plain array; a paged `{ items }` envelope is accepted too. */
function listOf<T>(data: T[] | { items: T[] }): T[] {
  return Array.isArray(data) ? data : data.items
}

export async function listUniks(search?: string): Promise<TUnik[]> {
  const res = await http.get<TUnik[] | { items: TUnik[] }>('/uniks', { params: search ? { search } : {} })
  return listOf(res.data)
}

export async function getUnik(unikId: string): Promise<TUnik> {
  const res = await http.get<TUnik>(`/uniks/${encodeURIComponent(unikId)}`)
  return res.data
}

export async function createUnik(body: TUnikCreateBody): Promise<TUnik> {
  const res = await http.post<TUnik>('/uniks', body)
  return res.data
}

export async function updateUnik(unikId: string, body: TUnikUpdateBody): Promise<TUnik> {
  const res = await http.put<TUnik>(`/uniks/${encodeURIComponent(unikId)}`, body)
  return res.data
}

export async function deleteUnik(unikId: string): Promise<void> {
  await http.delete(`/uniks/${encodeURIComponent(unikId)}`)
}

export async function listMembers(unikId: string): Promise<TMember[]> {
  const res = await http.get<TMember[] | { items: TMember[] }>(`/uniks/${encodeURIComponent(unikId)}/members`)
  return listOf(res.data)
}

export async function addMember(unikId: string, body: TMemberAddBody): Promise<TMember> {
  const res = await http.post<TMember>(`/uniks/${encodeURIComponent(unikId)}/members`, body)
  return res.data
}

export async function changeMemberRole(unikId: string, userId: string, role: TUnikRole): Promise<void> {
  await http.patch(`/uniks/${encodeURIComponent(unikId)}/members/${encodeURIComponent(userId)}`, { role })
}

export async function removeMember(unikId: string, userId: string): Promise<void> {
  await http.delete(`/uniks/${encodeURIComponent(unikId)}/members/${encodeURIComponent(userId)}`)
}

/** The unik's overview (counts, recent items, runs and failures of the last days), aggregated by the server. */
export async function getUnikDashboard(unikId: string): Promise<TUnikDashboard> {
  const res = await http.get<TUnikDashboard>(`/uniks/${encodeURIComponent(unikId)}/dashboard`)
  return res.data
}
