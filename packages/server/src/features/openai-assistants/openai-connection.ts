import type { Kysely } from 'kysely'
import {
  ASSISTANT_MANDATORY_TEXT,
  ErrorCodes,
  OPENAI_ASSISTANT_CREDENTIAL,
  ZToolProperty,
} from '@unikflow/graph'
import { assistantsClient } from '@unikflow/nodes'
import type { AppDeps } from '../../deps'
import type { DB } from '../../db/schema'
import { ValidationError } from '../../errors/app-error'
import { findCredentialRow } from '../credentials/credentials.repository'
import { readCredentialForRun } from '../credentials/credentials.service'
import { loadEngine } from '../prediction/load-engine'
import { findTool } from '../tools/tools.repository'
import type { TOpenAIConnection } from './openai-api'

export type TOpenAIDeps = Pick<AppDeps, 'db' | 'keyring' | 'config'>

const DEFAULT_BASE_URL = 'https://api.openai.com/v1'

/**
 * The unik's OpenAI credential as a connection: its key and base URL (any OpenAI-compatible server),
 * reached only through the outbound guard, like every address an editor types.
 */
export async function openaiConnection(
  deps: TOpenAIDeps,
  unikId: string,
  credentialId: string | null | undefined,
  signal?: AbortSignal,
): Promise<TOpenAIConnection> {
  if (!credentialId) throw new ValidationError(ASSISTANT_MANDATORY_TEXT, ErrorCodes.MandatoryFields)
  const row = await findCredentialRow(deps.db, unikId, credentialId)
  if (!row || row.credential_name !== OPENAI_ASSISTANT_CREDENTIAL)
    throw new ValidationError('The credential is not an OpenAI API credential of this workspace')
  const values = await readCredentialForRun(deps, unikId, credentialId)
  const { createGuardedFetch, parseAllowlist } = await loadEngine()
  const fetch = createGuardedFetch({ allowlist: parseAllowlist(deps.config.outboundAllowlist) })
  const client = await assistantsClient({
    baseUrl: values.basePath?.trim() || DEFAULT_BASE_URL,
    apiKey: values.openAIApiKey ?? '',
    fetch,
  })
  return { client, fetch, ...(signal ? { signal } : {}) }
}

/** A saved tool, as the function the model may call and the code the server runs for it. */
export type TFunctionTool = {
  name: string
  description: string
  parameters: Record<string, unknown>
  func: string
}

function parametersOf(schemaText: string): Record<string, unknown> {
  const properties: Record<string, object> = {}
  const required: string[] = []
  let rows: unknown
  try {
    rows = schemaText.trim() ? JSON.parse(schemaText) : []
  } catch {
    rows = []
  }
  for (const row of Array.isArray(rows) ? rows : []) {
    const parsed = ZToolProperty.safeParse(row)
    if (!parsed.success) continue
    const { property, type, description, required: isRequired } = parsed.data
    const jsonType = ['number', 'boolean', 'array', 'object'].includes(type.toLowerCase())
      ? type.toLowerCase()
      : 'string'
    properties[property] = { type: jsonType, ...(description ? { description } : {}) }
    if (isRequired) required.push(property)
  }
  return { type: 'object', properties, required }
}

/** The saved tools (of this unik) an assistant offers as functions; an unknown id refuses the save. */
export async function readFunctionTools(
  db: Kysely<DB>,
  unikId: string,
  ids: readonly string[],
): Promise<TFunctionTool[]> {
  const tools: TFunctionTool[] = []
  for (const id of ids) {
    const tool = await findTool(db, unikId, id)
    if (!tool) throw new ValidationError('Tool not found')
    tools.push({
      name: tool.name,
      description: tool.description,
      parameters: parametersOf(tool.schema),
      func: tool.func,
    })
  }
  return tools
}
