import type { TVariable, TVariableCreateBody, TVariableUpdateBody } from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/variables`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

export async function listVariables(unikId: string): Promise<TVariable[]> {
  const res = await http.get<TVariable[]>(base(unikId))
  return res.data
}

export async function createVariable(unikId: string, body: TVariableCreateBody): Promise<TVariable> {
  const res = await http.post<TVariable>(base(unikId), body)
  return res.data
}

export async function updateVariable(
  unikId: string,
  id: string,
  body: TVariableUpdateBody,
): Promise<TVariable> {
  const res = await http.put<TVariable>(one(unikId, id), body)
  return res.data
}

export async function deleteVariable(unikId: string, id: string): Promise<void> {
  await http.delete(one(unikId, id))
}
