import type { TFlowRelease, TFlowReleaseBody, TFlowReleases } from '@unikflow/graph'
import { http } from './client'

const releases = (unikId: string, flowId: string) =>
  `/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flowId)}/releases`

/** The flow's release setting, its live release and its releases, newest first. */
export async function getFlowReleases(unikId: string, flowId: string): Promise<TFlowReleases> {
  return (await http.get<TFlowReleases>(releases(unikId, flowId))).data
}

export async function setReleaseExplicitly(
  unikId: string,
  flowId: string,
  releaseExplicitly: boolean,
): Promise<TFlowReleases> {
  return (await http.put<TFlowReleases>(`${releases(unikId, flowId)}/settings`, { releaseExplicitly })).data
}

/** Releases the saved draft (or `version`) with a note: live at once. */
export async function releaseFlow(
  unikId: string,
  flowId: string,
  body: TFlowReleaseBody,
): Promise<TFlowRelease> {
  return (await http.post<TFlowRelease>(releases(unikId, flowId), body)).data
}

export async function rollbackRelease(
  unikId: string,
  flowId: string,
  release: number,
): Promise<TFlowReleases> {
  return (await http.post<TFlowReleases>(`${releases(unikId, flowId)}/${release}/rollback`)).data
}
