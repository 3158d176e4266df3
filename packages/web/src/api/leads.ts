import type { TLead } from '@unikflow/graph'
import { http } from './client'

const leadsUrl = (unikId: string, flowId: string) =>
  `/uniks/${encodeURIComponent(unikId)}/chatflows/${encodeURIComponent(flowId)}/leads`

export async function listLeads(unikId: string, flowId: string): Promise<TLead[]> {
  const res = await http.get<TLead[]>(leadsUrl(unikId, flowId))
  return res.data
}

/** The server's CSV export (`?format=csv`) as text. */
export async function leadsCsv(unikId: string, flowId: string): Promise<string> {
  const res = await http.get<string>(leadsUrl(unikId, flowId), {
    params: { format: 'csv' },
    responseType: 'text',
  })
  return res.data
}
