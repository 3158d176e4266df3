import type {
  TAssistant,
  TAssistantComponents,
  TAssistantCreateBody,
  TAssistantUpdateBody,
  TGenerateInstructionsBody,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/assistants`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

export async function listCustomAssistants(unikId: string): Promise<TAssistant[]> {
  const res = await http.get<TAssistant[]>(base(unikId), { params: { type: 'CUSTOM' } })
  return res.data
}

export async function getAssistant(unikId: string, id: string): Promise<TAssistant> {
  const res = await http.get<TAssistant>(one(unikId, id))
  return res.data
}

export async function createAssistant(unikId: string, body: TAssistantCreateBody): Promise<TAssistant> {
  const res = await http.post<TAssistant>(base(unikId), body)
  return res.data
}

export async function updateAssistant(
  unikId: string,
  id: string,
  body: TAssistantUpdateBody,
): Promise<TAssistant> {
  const res = await http.put<TAssistant>(one(unikId, id), body)
  return res.data
}

export async function deleteAssistant(unikId: string, id: string): Promise<void> {
  await http.delete(one(unikId, id))
}

/** The chat-model nodes and built-in tool nodes an assistant can use. */
export async function listAssistantComponents(unikId: string): Promise<TAssistantComponents> {
  const res = await http.get<TAssistantComponents>(`${base(unikId)}/components`)
  return res.data
}

export async function generateInstructions(
  unikId: string,
  body: TGenerateInstructionsBody,
): Promise<{ content: string }> {
  const res = await http.post<{ content: string }>(`${base(unikId)}/generate/instruction`, body)
  return res.data
}
