import {
  ASSISTANT_MANDATORY_TEXT,
  ErrorCodes,
  ZOpenAIAssistantDetails,
  type TAssistant,
  type TAssistantUpdateBody,
  type TOpenAIAssistantDetails,
  type TOpenAIAssistantFile,
  type TOpenAIFileUploadBody,
  type TOpenAIRemoteAssistant,
} from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'
import { insertAssistant, updateAssistantOfUnik } from '../assistants/assistants.repository'
import { UploadTooLargeError } from '../flow-config/uploads'
import { openaiApi, type TAssistantPayload, type TOpenAIConnection } from './openai-api'
import {
  openaiConnection,
  readFunctionTools,
  type TFunctionTool,
  type TOpenAIDeps,
} from './openai-connection'

const mandatory = () => new ValidationError(ASSISTANT_MANDATORY_TEXT, ErrorCodes.MandatoryFields)
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** `details` text → checked details: mandatory fields first (the product's text), then limits. */
export function parseOpenAIDetails(text: string): TOpenAIAssistantDetails {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new ValidationError(
      `Invalid JSON in details: ${e instanceof Error ? e.message : String(e)}`,
      ErrorCodes.InvalidJson,
    )
  }
  if (!json || typeof json !== 'object') throw mandatory()
  if (!('name' in json) || !hasText(json.name) || !('model' in json) || !hasText(json.model))
    throw mandatory()
  const parsed = ZOpenAIAssistantDetails.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new ValidationError(`Invalid assistant details: ${where}${issue?.message ?? 'wrong shape'}`)
  }
  return parsed.data
}

/** The stored details of an OPENAI row; undefined when they cannot be read. */
export function storedOpenAIDetails(found: TAssistant): TOpenAIAssistantDetails | undefined {
  try {
    const parsed = ZOpenAIAssistantDetails.safeParse(JSON.parse(found.details))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

function payloadOf(
  details: TOpenAIAssistantDetails,
  functions: readonly TFunctionTool[],
  vectorStoreId: string | undefined,
): TAssistantPayload {
  const codeFiles = details.codeInterpreterFiles.map((f) => f.id)
  return {
    name: details.name,
    description: details.description,
    model: details.model,
    instructions: details.instructions,
    ...(details.temperature !== undefined && { temperature: details.temperature }),
    ...(details.topP !== undefined && { top_p: details.topP }),
    tools: [
      ...(details.codeInterpreter ? [{ type: 'code_interpreter' as const }] : []),
      ...(details.fileSearch ? [{ type: 'file_search' as const }] : []),
      ...functions.map((f) => ({
        type: 'function' as const,
        function: { name: f.name, description: f.description, parameters: f.parameters },
      })),
    ],
    tool_resources: {
      ...(details.codeInterpreter && { code_interpreter: { file_ids: codeFiles } }),
      ...(details.fileSearch && { file_search: { vector_store_ids: vectorStoreId ? [vectorStoreId] : [] } }),
    },
  }
}

const sameFiles = (a: readonly TOpenAIAssistantFile[], b: readonly TOpenAIAssistantFile[]) =>
  a.map((f) => f.id).join() === b.map((f) => f.id).join()

/**
 * The vector store file search reads: kept while the files are the same, else a new one with the new
 * files (the old one deleted, if the provider still has it). None without file search or files.
 */
async function vectorStoreFor(
  conn: TOpenAIConnection,
  details: TOpenAIAssistantDetails,
  previous: TOpenAIAssistantDetails | undefined,
): Promise<string | undefined> {
  const files = details.fileSearch ? details.fileSearchFiles : []
  const kept = previous?.vectorStoreId
  if (kept && previous && sameFiles(files, previous.fileSearch ? previous.fileSearchFiles : [])) return kept
  if (kept) await openaiApi.deleteVectorStore(conn, kept)
  if (files.length === 0) return undefined
  const store = await openaiApi.createVectorStore(
    conn,
    details.name,
    files.map((f) => f.id),
  )
  return store.id
}

/** Creates the assistant at the provider (and its vector store), then stores it in the unik. */
export async function createOpenAIAssistant(
  deps: TOpenAIDeps,
  input: {
    unikId: string
    userId: string
    body: { details: string; credential?: string | null | undefined; iconSrc?: string | null | undefined }
  },
): Promise<TAssistant> {
  const { unikId, body } = input
  const details = parseOpenAIDetails(body.details)
  const conn = await openaiConnection(deps, unikId, body.credential)
  const functions = await readFunctionTools(deps.db, unikId, details.functionToolIds)
  const vectorStoreId = await vectorStoreFor(conn, details, undefined)
  const payload = payloadOf(details, functions, vectorStoreId)
  // "Load": an assistant the account already has is saved over, not made a second time.
  const adopted = details.openaiId
    ? await openaiApi.updateAssistant(conn, details.openaiId, payload)
    : undefined
  const { id } = adopted ?? (await openaiApi.createAssistant(conn, payload))
  const stored: TOpenAIAssistantDetails = { ...details, openaiId: id, vectorStoreId }
  return insertAssistant(deps.db, unikId, input.userId, {
    type: 'OPENAI',
    details: JSON.stringify(stored),
    credential: body.credential ?? null,
    iconSrc: body.iconSrc ?? null,
  })
}

/** Saves the form to the provider's assistant (creating it if it has none yet) and to the row. */
export async function updateOpenAIAssistant(
  deps: TOpenAIDeps,
  unikId: string,
  found: TAssistant,
  body: TAssistantUpdateBody,
): Promise<TAssistant | undefined> {
  const before = storedOpenAIDetails(found)
  const details = parseOpenAIDetails(body.details ?? found.details)
  const credential = body.credential === undefined ? found.credential : body.credential
  const conn = await openaiConnection(deps, unikId, credential)
  const functions = await readFunctionTools(deps.db, unikId, details.functionToolIds)
  const vectorStoreId = await vectorStoreFor(conn, details, before)
  const payload = payloadOf(details, functions, vectorStoreId)
  // Gone at the provider (deleted there, or the credential now reaches another account): made again.
  const updated = before?.openaiId
    ? await openaiApi.updateAssistant(conn, before.openaiId, payload)
    : undefined
  const openaiId = (updated ?? (await openaiApi.createAssistant(conn, payload))).id
  const stored: TOpenAIAssistantDetails = { ...details, openaiId, vectorStoreId }
  return updateAssistantOfUnik(
    deps.db,
    unikId,
    found.id,
    { ...body, details: JSON.stringify(stored), credential },
    undefined,
  )
}

/** Deletes the provider's assistant (and its vector store) too; what is already gone there is fine. */
export async function deleteAtOpenAI(deps: TOpenAIDeps, unikId: string, found: TAssistant): Promise<void> {
  const details = storedOpenAIDetails(found)
  if (!details?.openaiId) return
  const conn = await openaiConnection(deps, unikId, found.credential)
  await openaiApi.deleteAssistant(conn, details.openaiId)
  if (details.vectorStoreId) await openaiApi.deleteVectorStore(conn, details.vectorStoreId)
}

/** The assistants the credential's account already has ("Load"). */
export async function listRemoteAssistants(
  deps: TOpenAIDeps,
  unikId: string,
  credential: string,
): Promise<TOpenAIRemoteAssistant[]> {
  return openaiApi.listAssistants(await openaiConnection(deps, unikId, credential))
}

/** Uploads files for code interpreter or file search (`purpose: assistants`), each within the size limit. */
export async function uploadOpenAIFiles(
  deps: TOpenAIDeps,
  unikId: string,
  body: TOpenAIFileUploadBody,
): Promise<TOpenAIAssistantFile[]> {
  const max = deps.config.documentStore.maxFileBytes
  const decoded = body.files.map((f) => {
    const base64 = f.data.replace(/^data:[^,]*,/, '')
    const data = (base64.length * 3) / 4 > max + 4 ? undefined : Buffer.from(base64, 'base64')
    if (!data || data.length > max)
      throw new UploadTooLargeError(`File "${f.name}" is larger than ${Math.round(max / 1048576)} MB`)
    if (data.length === 0) throw new ValidationError(`File "${f.name}" is empty`)
    return { name: f.name, data }
  })
  const conn = await openaiConnection(deps, unikId, body.credential)
  const uploaded: TOpenAIAssistantFile[] = []
  for (const file of decoded) {
    const { id, filename, bytes } = await openaiApi.uploadFile(conn, file.name, file.data)
    uploaded.push({ id, filename, bytes })
  }
  return uploaded
}
