import type { TUpsertCounts } from '@unikflow/graph'
import { http } from './client'

/** Runs the saved flow's vector store nodes with their documents (`POST /vector/internal-upsert/{flowId}`). */
export async function upsertFlowVectors(flowId: string): Promise<TUpsertCounts> {
  return (await http.post<TUpsertCounts>(`/vector/internal-upsert/${encodeURIComponent(flowId)}`)).data
}
