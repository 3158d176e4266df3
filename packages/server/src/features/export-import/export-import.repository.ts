import type { Kysely, Selectable } from 'kysely'
import type {
  TChatflowType,
  TExportedAssistant,
  TExportedFlow,
  TExportedRelease,
  TExportedTool,
  TExportedVariable,
} from '@unikflow/graph'
import { toBool, type ChatFlowsTable, type DB } from '../../db/schema'

// Reads take the unik id. The id checks of an import look across uniks on purpose: ids are primary
// keys of the whole database, so an id another unik uses must be replaced too (nothing is read back).

const toExportedFlow = (row: Selectable<ChatFlowsTable>): TExportedFlow => ({
  id: row.id,
  name: row.name,
  flowData: row.flow_data,
  type: row.type,
  isPublic: toBool(row.is_public),
  deployed: toBool(row.deployed),
  category: row.category,
  chatbotConfig: row.chatbot_config,
  apiConfig: row.api_config,
  apikeyid: row.apikeyid,
  speechToText: row.speech_to_text,
  followUpPrompts: row.follow_up_prompts,
  analytic: row.analytic,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

/** The releases of the flows, by flow id, oldest first: one read for all of them. */
async function releasesOfFlows(
  db: Kysely<DB>,
  unikId: string,
  flowIds: readonly string[],
): Promise<Map<string, TExportedRelease[]>> {
  const byFlow = new Map<string, TExportedRelease[]>()
  if (flowIds.length === 0) return byFlow
  const rows = await db
    .selectFrom('flow_versions')
    .select(['chatflow_id', 'release', 'release_note', 'released_at', 'flow_data'])
    .where('unik_id', '=', unikId)
    .where('chatflow_id', 'in', [...flowIds])
    .where('release', 'is not', null)
    .orderBy('release')
    .execute()
  for (const row of rows) {
    const list = byFlow.get(row.chatflow_id) ?? []
    list.push({
      release: row.release ?? 0,
      note: row.release_note ?? '',
      releasedAt: row.released_at ?? '',
      flowData: row.flow_data,
    })
    byFlow.set(row.chatflow_id, list)
  }
  return byFlow
}

export async function listFlowsForExport(
  db: Kysely<DB>,
  unikId: string,
  types: readonly TChatflowType[],
): Promise<TExportedFlow[]> {
  if (types.length === 0) return []
  const rows = await db
    .selectFrom('chat_flows')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('type', 'in', types)
    .orderBy('created_at')
    .orderBy('name')
    .execute()
  const releases = await releasesOfFlows(
    db,
    unikId,
    rows.map((r) => r.id),
  )
  // Only a flow with releases carries them (and its setting): other flows export as before.
  return rows.map((row) => {
    const own = releases.get(row.id)
    const flow = toExportedFlow(row)
    if (!own) return flow
    return {
      ...flow,
      releaseExplicitly: row.release_explicitly === 1,
      liveRelease: row.live_release,
      releases: own,
    }
  })
}

type IdTable = 'chat_flows' | 'tools' | 'variables' | 'assistants' | 'document_stores'

/** Which of `ids` some row of `table` (in any unik) already has. */
export async function takenIds(db: Kysely<DB>, table: IdTable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => r.id))
}

export async function flowNamesOfUnik(db: Kysely<DB>, unikId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('chat_flows').select('name').where('unik_id', '=', unikId).execute()
  return new Set(rows.map((r) => r.name))
}

export async function storeNamesOfUnik(db: Kysely<DB>, unikId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('document_stores').select('name').where('unik_id', '=', unikId).execute()
  return new Set(rows.map((r) => r.name))
}

export async function toolNamesOfUnik(db: Kysely<DB>, unikId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('tools').select('name').where('unik_id', '=', unikId).execute()
  return new Set(rows.map((r) => r.name))
}

export async function toolIdsOfUnik(db: Kysely<DB>, unikId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('tools').select('id').where('unik_id', '=', unikId).execute()
  return new Set(rows.map((r) => r.id))
}

export async function variableNamesOfUnik(db: Kysely<DB>, unikId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('variables').select('name').where('unik_id', '=', unikId).execute()
  return new Set(rows.map((r) => r.name))
}

export async function apiKeyIdsOfUnik(db: Kysely<DB>, unikId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('api_keys').select('id').where('unik_id', '=', unikId).execute()
  return new Set(rows.map((r) => r.id))
}

export async function insertImportedTool(db: Kysely<DB>, unikId: string, tool: TExportedTool): Promise<void> {
  await db
    .insertInto('tools')
    .values({
      id: tool.id,
      unik_id: unikId,
      name: tool.name,
      description: tool.description,
      color: tool.color,
      icon_src: tool.iconSrc,
      schema: tool.schema,
      func: tool.func,
      created_at: tool.createdDate,
      updated_at: tool.updatedDate,
    })
    .execute()
}

export async function insertImportedVariable(
  db: Kysely<DB>,
  unikId: string,
  variable: TExportedVariable,
): Promise<void> {
  await db
    .insertInto('variables')
    .values({
      id: variable.id,
      unik_id: unikId,
      name: variable.name,
      value: variable.value,
      type: variable.type,
      created_at: variable.createdDate,
      updated_at: variable.updatedDate,
    })
    .execute()
}

/** The assistant row; its ASSISTANT flow (same id) is inserted with the chatflows repository's `insertChatflow`. */
export async function insertImportedAssistant(
  db: Kysely<DB>,
  unikId: string,
  assistant: TExportedAssistant,
): Promise<void> {
  await db
    .insertInto('assistants')
    .values({
      id: assistant.id,
      unik_id: unikId,
      type: assistant.type,
      details: assistant.details,
      credential: null,
      icon_src: assistant.iconSrc,
      created_at: assistant.createdDate,
      updated_at: assistant.updatedDate,
    })
    .execute()
}
