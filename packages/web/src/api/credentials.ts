import type {
  TCredential,
  TCredentialCreateBody,
  TCredentialSummary,
  TCredentialUpdateBody,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/credentials`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

/** Every credential of a unik (names and kinds only, never a value). */
export async function listCredentials(unikId: string): Promise<TCredentialSummary[]> {
  const res = await http.get<TCredentialSummary[]>(base(unikId))
  return res.data
}

/** One credential: secret fields arrive as REDACTED_CREDENTIAL_VALUE. */
export async function getCredential(unikId: string, id: string): Promise<TCredential> {
  const res = await http.get<TCredential>(one(unikId, id))
  return res.data
}

export async function createCredential(unikId: string, body: TCredentialCreateBody): Promise<TCredential> {
  const res = await http.post<TCredential>(base(unikId), body)
  return res.data
}

export async function updateCredential(
  unikId: string,
  id: string,
  body: TCredentialUpdateBody,
): Promise<TCredential> {
  const res = await http.put<TCredential>(one(unikId, id), body)
  return res.data
}

export async function deleteCredential(unikId: string, id: string): Promise<void> {
  await http.delete(one(unikId, id))
}
