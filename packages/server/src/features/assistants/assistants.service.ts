import type { Kysely } from 'kysely'
import {
  ASSISTANT_MANDATORY_TEXT,
  ErrorCodes,
  ZCustomAssistantDetails,
  type TAssistant,
  type TAssistantType,
  type TAssistantUpdateBody,
  type TCustomAssistantDetails,
  type ZAssistantCreateBody,
  assistantBasePathInputs,
  isCredentialRequired,
} from '@unikflow/graph'
import type { z } from 'zod'
import type { DB } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { findCredentialRow } from '../credentials/credentials.repository'
import { findTool } from '../tools/tools.repository'
import { findChatModelNode, listAssistantComponents } from './assistant-components'
import { composeAssistantFlow } from './assistant-flow'
import { deleteAtOpenAI, updateOpenAIAssistant } from '../openai-assistants/openai-assistants.service'
import type { TOpenAIDeps } from '../openai-assistants/openai-connection'
import { readKnowledgeStores } from './knowledge-stores'
import {
  deleteAssistantOfUnik,
  findAssistant,
  insertAssistant,
  listAssistantsOfUnik,
  updateAssistantOfUnik,
  type AssistantFlow,
} from './assistants.repository'

const notFound = () => new NotFoundError('Assistant not found')
const mandatory = () => new ValidationError(ASSISTANT_MANDATORY_TEXT, ErrorCodes.MandatoryFields)

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/** `details` text → checked details: mandatory fields first (the product's text), then limits and shapes. */
function parseDetails(text: string): TCustomAssistantDetails {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new ValidationError(
      `Invalid JSON in details: ${e instanceof Error ? e.message : String(e)}`,
      ErrorCodes.InvalidJson,
    )
  }
  if (!json || typeof json !== 'object' || !('name' in json) || !hasText(json.name)) throw mandatory()
  const model = 'chatModel' in json ? json.chatModel : undefined
  if (!model || typeof model !== 'object' || !('name' in model) || !hasText(model.name)) throw mandatory()
  if (!('modelName' in model) || !hasText(model.modelName)) throw mandatory()
  const parsed = ZCustomAssistantDetails.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new ValidationError(`Invalid assistant details: ${where}${issue?.message ?? 'wrong shape'}`)
  }
  return parsed.data
}

/** Everything the assistant names must exist in this unik (or the node library) and fit together. */
async function checkReferences(db: Kysely<DB>, unikId: string, details: TCustomAssistantDetails) {
  const node = await findChatModelNode(details.chatModel.name)
  if (!node) throw new ValidationError(`Unknown chat model "${details.chatModel.name}"`)
  const kinds = node.credential?.credentialNames ?? []
  const credentialId = details.chatModel.credential
  if (credentialId) {
    const row = await findCredentialRow(db, unikId, credentialId)
    if (!row || !kinds.includes(row.credential_name))
      throw new ValidationError('The credential is not one this chat model can use')
  } else if (
    kinds.length > 0 &&
    isCredentialRequired(node.credential, assistantBasePathInputs(details.chatModel.basePath))
  )
    throw mandatory()
  const builtIn = new Set((await listAssistantComponents()).tools.map((t) => t.name))
  for (const tool of details.tools) {
    if (tool.kind === 'node' && !builtIn.has(tool.name))
      throw new ValidationError(`Unknown tool "${tool.name}"`)
    if (tool.kind === 'custom' && !(await findTool(db, unikId, tool.toolId)))
      throw new ValidationError('Tool not found')
  }
}

async function prepare(db: Kysely<DB>, unikId: string, text: string): Promise<AssistantFlow> {
  const details = parseDetails(text)
  await checkReferences(db, unikId, details)
  const knowledge = await readKnowledgeStores(db, unikId, details.documentStoreIds)
  return { name: details.name, ...(await composeAssistantFlow(details, knowledge)) }
}

export const listAssistants = (db: Kysely<DB>, unikId: string, type: TAssistantType | undefined) =>
  listAssistantsOfUnik(db, unikId, type)

export async function getAssistant(db: Kysely<DB>, unikId: string, id: string): Promise<TAssistant> {
  const found = await findAssistant(db, unikId, id)
  if (!found) throw notFound()
  return found
}

export async function createAssistant(
  db: Kysely<DB>,
  input: { unikId: string; userId: string; body: z.output<typeof ZAssistantCreateBody> },
): Promise<TAssistant> {
  const { body } = input
  const flow = await prepare(db, input.unikId, body.details)
  return insertAssistant(
    db,
    input.unikId,
    input.userId,
    {
      type: body.type,
      details: body.details,
      credential: body.credential ?? null,
      iconSrc: body.iconSrc ?? null,
    },
    flow,
  )
}

/** Saves an assistant: a custom one composes its flow again, an OpenAI one is saved at the provider too. */
export async function updateAssistant(
  deps: TOpenAIDeps,
  unikId: string,
  id: string,
  body: TAssistantUpdateBody,
): Promise<TAssistant> {
  const { db } = deps
  const found = await findAssistant(db, unikId, id)
  if (!found) throw notFound()
  if (found.type === 'OPENAI')
    return (await updateOpenAIAssistant(deps, unikId, found, body)) ?? throwNotFound()
  const flow = body.details === undefined ? undefined : await prepare(db, unikId, body.details)
  const updated = await updateAssistantOfUnik(db, unikId, id, body, flow)
  if (!updated) throw notFound()
  return updated
}

const throwNotFound = (): never => {
  throw notFound()
}

/** Deletes the assistant; with `deleteBoth`, an OpenAI assistant is deleted at the provider first. */
export async function deleteAssistant(
  deps: TOpenAIDeps,
  unikId: string,
  id: string,
  deleteBoth: boolean,
): Promise<void> {
  const found = await findAssistant(deps.db, unikId, id)
  if (!found) throw notFound()
  if (found.type === 'OPENAI' && deleteBoth) await deleteAtOpenAI(deps, unikId, found)
  if (!(await deleteAssistantOfUnik(deps.db, unikId, id))) throw notFound()
}
