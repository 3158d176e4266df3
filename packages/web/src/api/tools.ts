import type { TTool, TToolCreateBody, TToolUpdateBody } from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/tools`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

export async function listTools(unikId: string): Promise<TTool[]> {
  const res = await http.get<TTool[]>(base(unikId))
  return res.data
}

export async function createTool(unikId: string, body: TToolCreateBody): Promise<TTool> {
  const res = await http.post<TTool>(base(unikId), body)
  return res.data
}

export async function updateTool(unikId: string, id: string, body: TToolUpdateBody): Promise<TTool> {
  const res = await http.put<TTool>(one(unikId, id), body)
  return res.data
}

export async function deleteTool(unikId: string, id: string): Promise<void> {
  await http.delete(one(unikId, id))
}
