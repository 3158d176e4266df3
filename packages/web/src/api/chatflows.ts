import type {
  TChatflow,
  TChatflowCreateBody,
  TChatflowList,
  TChatflowListQuery,
  TChatflowSaved,
  TChatflowUpdateBody,
  TFlowPresence,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/chatflows`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

export async function listChatflows(unikId: string, query: TChatflowListQuery): Promise<TChatflowList> {
  const res = await http.get<TChatflowList>(base(unikId), { params: query })
  return res.data
}

export async function getChatflow(unikId: string, id: string): Promise<TChatflow> {
  const res = await http.get<TChatflow>(one(unikId, id))
  return res.data
}

export async function createChatflow(unikId: string, body: TChatflowCreateBody): Promise<TChatflowSaved> {
  const res = await http.post<TChatflowSaved>(base(unikId), body)
  return res.data
}

export async function updateChatflow(
  unikId: string,
  id: string,
  body: TChatflowUpdateBody,
): Promise<TChatflowSaved> {
  const res = await http.put<TChatflowSaved>(one(unikId, id), body)
  return res.data
}

export async function deleteChatflow(unikId: string, id: string): Promise<void> {
  await http.delete(one(unikId, id))
}

export async function duplicateChatflow(unikId: string, id: string): Promise<TChatflow> {
  const res = await http.post<TChatflow>(`${one(unikId, id)}/duplicate`)
  return res.data
}

/** Heartbeat: says "I have this flow open" and answers who else has. */
export async function joinPresence(unikId: string, id: string): Promise<TFlowPresence> {
  const res = await http.post<TFlowPresence>(`${one(unikId, id)}/presence`)
  return res.data
}

export async function leavePresence(unikId: string, id: string): Promise<void> {
  await http.delete(`${one(unikId, id)}/presence`)
}
