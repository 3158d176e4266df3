import type {
  TPublication,
  TPublicationSettingsBody,
  TPublicationsOfFlow,
  TPublicationTechnology,
  TPublicationVersion,
  TPublishBody,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string, flowId: string) =>
  `/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flowId)}/publications`

export async function listPublications(unikId: string, flowId: string): Promise<TPublicationsOfFlow> {
  const res = await http.get<TPublicationsOfFlow>(base(unikId, flowId))
  return res.data
}

export async function savePublicationSettings(
  unikId: string,
  flowId: string,
  technology: TPublicationTechnology,
  body: TPublicationSettingsBody,
): Promise<TPublication> {
  const res = await http.put<TPublication>(`${base(unikId, flowId)}/${technology}`, body)
  return res.data
}

export async function publishTechnology(
  unikId: string,
  flowId: string,
  technology: TPublicationTechnology,
  body: TPublishBody,
): Promise<TPublicationVersion> {
  const res = await http.post<TPublicationVersion>(`${base(unikId, flowId)}/${technology}/publish`, body)
  return res.data
}

export async function cancelScheduledVersion(unikId: string, flowId: string, version: number): Promise<void> {
  await http.delete(`${base(unikId, flowId)}/versions/${version}`)
}

/** The page as one HTML file (libraries from a CDN), with the file name the server gives it. */
export async function exportPublicationPage(
  unikId: string,
  flowId: string,
  technology: TPublicationTechnology,
): Promise<{ fileName: string; html: string }> {
  const res = await http.get<string>(`${base(unikId, flowId)}/${technology}/export`, { responseType: 'text' })
  const disposition = String(res.headers['content-disposition'] ?? '')
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${flowId}-${technology}.html`
  return { fileName, html: res.data }
}
