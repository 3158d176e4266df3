import type { TChatflow, TFlowHistorySettings, TFlowVersion, TFlowVersionSummary } from '@unikflow/graph'
import { http } from './client'

const versions = (unikId: string, flowId: string) =>
  `/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flowId)}/versions`

/** Newest first, without the graphs. */
export async function listFlowVersions(unikId: string, flowId: string): Promise<TFlowVersionSummary[]> {
  return (await http.get<TFlowVersionSummary[]>(versions(unikId, flowId))).data
}

export async function getFlowVersion(
  unikId: string,
  flowId: string,
  versionId: string,
): Promise<TFlowVersion> {
  return (await http.get<TFlowVersion>(`${versions(unikId, flowId)}/${encodeURIComponent(versionId)}`)).data
}

/** Saves the version's graph as a new version over `loadedVersion` (409 when someone saved meanwhile). */
export async function restoreFlowVersion(
  unikId: string,
  flowId: string,
  versionId: string,
  loadedVersion: number,
): Promise<TChatflow> {
  const url = `${versions(unikId, flowId)}/${encodeURIComponent(versionId)}/restore`
  return (await http.post<TChatflow>(url, { version: loadedVersion })).data
}

const settings = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/flow-history`

export async function getFlowHistorySettings(unikId: string): Promise<TFlowHistorySettings> {
  return (await http.get<TFlowHistorySettings>(settings(unikId))).data
}

export async function setFlowHistorySettings(
  unikId: string,
  body: TFlowHistorySettings,
): Promise<TFlowHistorySettings> {
  return (await http.put<TFlowHistorySettings>(settings(unikId), body)).data
}
