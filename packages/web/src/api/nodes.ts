import type {
  TComponentCredential,
  TCredentialSummary,
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

/** A node's async options, asked within the unik (its saved tools and document stores are listed there). */
export async function loadNodeOptions(
  unikId: string,
  name: string,
  body: TNodeLoadMethodBody,
): Promise<TNodeOption[]> {
  const res = await http.post<TNodeOption[]>(
    `/uniks/${encodeURIComponent(unikId)}/node-load-method/${encodeURIComponent(name)}`,
    body,
  )
  return res.data
}

export async function listComponentCredentials(): Promise<TComponentCredential[]> {
  const res = await http.get<TComponentCredential[]>('/components-credentials')
  return res.data
}

/**
 * The unik's saved credentials of the given kinds (`?credentialName=a&credentialName=b`, values never
 * included). A 404 (a server without the credentials route yet) means "none yet"; any other failure is
 * an error.
 */
export async function listUnikCredentials(
  unikId: string,
  credentialNames: string[],
): Promise<TCredentialSummary[]> {
  try {
    const res = await http.get<TCredentialSummary[]>(`/uniks/${encodeURIComponent(unikId)}/credentials`, {
      params: { credentialName: credentialNames },
      // Repeated keys without brackets: the server reads them as a list.
      paramsSerializer: { indexes: null },
    })
    return res.data.filter((c) => credentialNames.length === 0 || credentialNames.includes(c.credentialName))
  } catch (error) {
    if (parseApiError(error).status === 404) return []
    throw error
  }
}
