import type {
  TAssistantType,
  TOpenAIAssistantChatAnswer,
  TOpenAIAssistantChatBody,
  TOpenAIAssistantFile,
  TOpenAIFileUploadBody,
  TOpenAIRemoteAssistant,
  TAssistant,
  TAssistantComponents,
  TAssistantCreateBody,
  TAssistantUpdateBody,
  TGenerateInstructionsBody,
} from '@unikflow/graph'
import { http } from './client'

const base = (unikId: string) => `/uniks/${encodeURIComponent(unikId)}/assistants`
const one = (unikId: string, id: string) => `${base(unikId)}/${encodeURIComponent(id)}`

export async function listAssistants(unikId: string, type: TAssistantType): Promise<TAssistant[]> {
  const res = await http.get<TAssistant[]>(base(unikId), { params: { type } })
  return res.data
}

export const listCustomAssistants = (unikId: string) => listAssistants(unikId, 'CUSTOM')

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

/** `deleteBoth`: an OpenAI assistant is deleted at the provider too. */
export async function deleteAssistant(unikId: string, id: string, deleteBoth = false): Promise<void> {
  await http.delete(one(unikId, id), deleteBoth ? { params: { isDeleteBoth: 'true' } } : undefined)
}

/** "Load": the assistants the OpenAI credential's account already has. */
export async function listRemoteOpenAIAssistants(
  unikId: string,
  credential: string,
): Promise<TOpenAIRemoteAssistant[]> {
  const res = await http.get<TOpenAIRemoteAssistant[]>(`${base(unikId)}/openai/remote`, {
    params: { credential },
  })
  return res.data
}

/** Uploads files (base64) for an OpenAI assistant's code interpreter or file search. */
export async function uploadOpenAIFiles(
  unikId: string,
  body: TOpenAIFileUploadBody,
): Promise<TOpenAIAssistantFile[]> {
  const res = await http.post<TOpenAIAssistantFile[]>(`${base(unikId)}/openai/files`, body)
  return res.data
}

/** One turn with an OpenAI assistant (its thread goes on when `threadId` is sent back). */
export async function chatWithOpenAIAssistant(
  unikId: string,
  id: string,
  body: TOpenAIAssistantChatBody,
): Promise<TOpenAIAssistantChatAnswer> {
  const res = await http.post<TOpenAIAssistantChatAnswer>(`${one(unikId, id)}/chat`, body)
  return res.data
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
