import type {
  TChatMessageFeedback,
  TChatSessionList,
  TFeedbackBody,
  TRun,
  TRunSummary,
} from '@unikflow/graph'
import { http } from './client'

const flowBase = (unikId: string, flowId: string) =>
  `/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flowId)}`

/** Repeated keys (`chatType=A&chatType=B`), as the server's query schema reads arrays. */
function toSearchParams(query: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
  return params
}

export async function listChatSessions(
  unikId: string,
  flowId: string,
  query: Record<string, string | string[]>,
): Promise<TChatSessionList> {
  const res = await http.get<TChatSessionList>(`${flowBase(unikId, flowId)}/messages`, {
    params: toSearchParams(query),
  })
  return res.data
}

/** Soft delete unless `hardDelete` (the rows are removed). */
export async function deleteChatSession(
  unikId: string,
  flowId: string,
  chatId: string,
  hardDelete: boolean,
): Promise<number> {
  const res = await http.delete<{ deleted: number }>(`${flowBase(unikId, flowId)}/messages`, {
    params: { chatId, ...(hardDelete ? { hardDelete: 'true' } : {}) },
  })
  return res.data.deleted
}

export async function sendChatFeedback(flowId: string, body: TFeedbackBody): Promise<TChatMessageFeedback> {
  const res = await http.post<TChatMessageFeedback>(`/internal-feedback/${encodeURIComponent(flowId)}`, body)
  return res.data
}

export async function listRuns(unikId: string, flowId: string, limit = 50): Promise<TRunSummary[]> {
  const res = await http.get<TRunSummary[]>(`${flowBase(unikId, flowId)}/runs`, { params: { limit } })
  return res.data
}

export async function getRun(unikId: string, flowId: string, runId: string): Promise<TRun> {
  const res = await http.get<TRun>(`${flowBase(unikId, flowId)}/runs/${encodeURIComponent(runId)}`)
  return res.data
}

/** A file a chat sent, as the server kept it (`GET /get-upload-file`, with the signed-in user's token). */
export async function getChatUpload(file: { flowId: string; chatId: string; name: string }): Promise<Blob> {
  const res = await http.get<Blob>('/get-upload-file', {
    params: { chatflowId: file.flowId, chatId: file.chatId, fileName: file.name },
    responseType: 'blob',
  })
  return res.data
}
