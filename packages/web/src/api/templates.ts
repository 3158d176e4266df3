import type { TCustomTemplateCreateBody, TTemplate, TTemplateSummary } from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/marketplaces`

export async function listCommunityTemplates(unikId: string): Promise<TTemplateSummary[]> {
  const res = await http.get<TTemplateSummary[]>(`${base(unikId)}/templates`)
  return res.data
}

export async function listCustomTemplates(unikId: string): Promise<TTemplateSummary[]> {
  const res = await http.get<TTemplateSummary[]>(`${base(unikId)}/custom`)
  return res.data
}

export async function getTemplate(unikId: string, id: string): Promise<TTemplate> {
  const res = await http.get<TTemplate>(`${base(unikId)}/templates/${encodeURIComponent(id)}`)
  return res.data
}

export async function saveCustomTemplate(
  unikId: string,
  body: TCustomTemplateCreateBody,
): Promise<TTemplateSummary> {
  const res = await http.post<TTemplateSummary>(`${base(unikId)}/custom`, body)
  return res.data
}

export async function deleteCustomTemplate(unikId: string, id: string): Promise<void> {
  await http.delete(`${base(unikId)}/custom/${encodeURIComponent(id)}`)
}
