import type {
  TComponentCredential,
  TNodeLoadMethodBody,
  TNodeOption,
  TPublicNodeDescriptor,
} from '@unikflow/graph'
import { API_BASE } from '../config/constants'
import { http } from './client'
import { parseApiError } from './errors'

export async function listNodes(): Promise<TPublicNodeDescriptor[]> {
  const res = await http.get<TPublicNodeDescriptor[]>('/nodes')
  return res.data
}

/** `<img src>` of a node type's icon (public route: images cannot send a bearer token). */
export function nodeIconUrl(name: string): string {
  return `${API_BASE}/node-icon/${encodeURIComponent(name)}`
}

export async function loadNodeOptions(name: string, body: TNodeLoadMethodBody): Promise<TNodeOption[]> {
  const res = await http.post<TNodeOption[]>(`/node-load-method/${encodeURIComponent(name)}`, body)
  return res.data
}

export async function listComponentCredentials(): Promise<TComponentCredential[]> {
  const res = await http.get<TComponentCredential[]>('/components-credentials')
  return res.data
}

/** A credential saved in a unik, as the credential list shows it (never its values). */
export interface UnikCredential {
  id: string
  name: string
  credentialName: string
}

/**
 * The unik's saved credentials of the given kinds. Until the credentials feature ships its route the
 * server answers 404 NOT_FOUND for the path; that means "none yet", any other failure is an error.
 */
export async function listUnikCredentials(
  unikId: string,
  credentialNames: string[],
): Promise<UnikCredential[]> {
  try {
    const res = await http.get<UnikCredential[] | { items: UnikCredential[] }>(
      `/uniks/${encodeURIComponent(unikId)}/credentials`,
      { params: { credentialName: credentialNames.join(',') } },
    )
    const list = Array.isArray(res.data) ? res.data : res.data.items
    return list.filter((c) => credentialNames.includes(c.credentialName))
  } catch (error) {
    if (parseApiError(error).status === 404) return []
    throw error
  }
}
