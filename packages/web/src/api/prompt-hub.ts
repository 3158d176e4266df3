import type { TNimCheckBody, TNimCheckResult, TPromptHubList } from '@unikflow/graph'
import { http } from './client'

const unik = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}`

export async function listHubPrompts(unikId: string): Promise<TPromptHubList> {
  const res = await http.get<TPromptHubList>(`${unik(unikId)}/prompt-hub`)
  return res.data
}

export async function checkNimEndpoint(unikId: string, body: TNimCheckBody): Promise<TNimCheckResult> {
  const res = await http.post<TNimCheckResult>(`${unik(unikId)}/nim/check`, body)
  return res.data
}
