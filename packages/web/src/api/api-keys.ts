import type {
  TApiKey,
  TApiKeyCreateBody,
  TApiKeyCreated,
  TApiKeyImportBody,
  TApiKeyImportResult,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/apikey`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

export async function listApiKeys(unikId: string): Promise<TApiKey[]> {
  const res = await http.get<TApiKey[]>(base(unikId))
  return res.data
}

/** The only answer that carries the full key. */
export async function createApiKey(unikId: string, body: TApiKeyCreateBody): Promise<TApiKeyCreated> {
  const res = await http.post<TApiKeyCreated>(base(unikId), body)
  return res.data
}

export async function renameApiKey(unikId: string, id: string, keyName: string): Promise<TApiKey> {
  const res = await http.put<TApiKey>(one(unikId, id), { keyName })
  return res.data
}

export async function deleteApiKey(unikId: string, id: string): Promise<void> {
  await http.delete(one(unikId, id))
}

export async function importApiKeys(unikId: string, body: TApiKeyImportBody): Promise<TApiKeyImportResult> {
  const res = await http.post<TApiKeyImportResult>(`${base(unikId)}/import`, body)
  return res.data
}
