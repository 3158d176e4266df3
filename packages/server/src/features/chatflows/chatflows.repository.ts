import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { TChatflow, TChatflowSummary, TChatflowType, TFlowVersionConflictDetails } from '@unikflow/graph'
import { fromBool, likePattern, nowIso, toBool, toCount, type ChatFlowsTable, type DB } from '../../db/schema'

// Every function takes the unik id: a flow id alone never reaches a row of another unik.

type Row = Selectable<ChatFlowsTable>
type SummaryRow = Omit<
  Row,
  | 'flow_data'
  | 'chatbot_config'
  | 'api_config'
  | 'apikeyid'
  | 'speech_to_text'
  | 'follow_up_prompts'
  | 'analytic'
  | 'release_explicitly'
  | 'live_release'
>

const summaryColumns = [
  'id',
  'unik_id',
  'name',
  'type',
  'is_public',
  'deployed',
  'category',
  'version',
  'node_count',
  'created_at',
  'updated_at',
  'updated_by',
] as const satisfies readonly (keyof SummaryRow)[]

const toSummary = (row: SummaryRow): TChatflowSummary => ({
  id: row.id,
  unikId: row.unik_id,
  name: row.name,
  type: row.type,
  isPublic: toBool(row.is_public),
  deployed: toBool(row.deployed),
  category: row.category,
  version: row.version,
  nodeCount: row.node_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
})

const toChatflow = (row: Row): TChatflow => ({
  ...toSummary(row),
  flowData: row.flow_data,
  chatbotConfig: row.chatbot_config,
  apiConfig: row.api_config,
  apikeyid: row.apikeyid,
  speechToText: row.speech_to_text,
  followUpPrompts: row.follow_up_prompts,
  analytic: row.analytic,
})

export interface ChatflowFilter {
  search: string | undefined
  type: TChatflowType | undefined
  page: number
  pageSize: number
}

export async function listChatflowsOfUnik(
  db: Kysely<DB>,
  unikId: string,
  filter: ChatflowFilter,
): Promise<{ items: TChatflowSummary[]; total: number }> {
  let query = db.selectFrom('chat_flows').where('unik_id', '=', unikId)
  if (filter.search) {
    query = query.where(sql<boolean>`lower(name) like ${likePattern(filter.search)} escape '\\'`)
  }
  if (filter.type) query = query.where('type', '=', filter.type)
  const [rows, count] = await Promise.all([
    query
      .select(summaryColumns)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toSummary), total: toCount(count.total) }
}

export async function findChatflow(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<TChatflow | undefined> {
  const row = await db
    .selectFrom('chat_flows')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toChatflow(row)
}

export async function chatflowExists(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_flows')
    .select('id')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

export interface NewChatflow {
  name: string
  flowData: string
  nodeCount: number
  type: TChatflowType
  isPublic: boolean
  deployed: boolean
  category: string | null
  chatbotConfig: string | null
  apiConfig: string | null
  speechToText: string | null
  followUpPrompts: string | null
  analytic: string | null
  /** Set by an import, which keeps the file's id (unless taken), key and dates; new flows get their own. */
  id?: string
  apikeyid?: string | null
  createdDate?: string
  updatedDate?: string
}

export async function insertChatflow(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
  flow: NewChatflow,
): Promise<TChatflow> {
  const now = nowIso()
  const row = await db
    .insertInto('chat_flows')
    .values({
      id: flow.id ?? randomUUID(),
      unik_id: unikId,
      name: flow.name,
      flow_data: flow.flowData,
      node_count: flow.nodeCount,
      type: flow.type,
      is_public: fromBool(flow.isPublic),
      deployed: fromBool(flow.deployed),
      category: flow.category,
      chatbot_config: flow.chatbotConfig,
      api_config: flow.apiConfig,
      speech_to_text: flow.speechToText,
      follow_up_prompts: flow.followUpPrompts,
      analytic: flow.analytic,
      apikeyid: flow.apikeyid ?? null,
      version: 1,
      created_at: flow.createdDate ?? now,
      updated_at: flow.updatedDate ?? now,
      updated_by: userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toChatflow(row)
}

export type ChatflowPatch = Partial<NewChatflow> & { apikeyid?: string | null }

/**
 * Applies the patch only if the stored version is still `expectedVersion`, and bumps it, in one
 * statement: of two concurrent saves from the same version exactly one matches. Returns the row as
 * written by this statement (not re-read, so a later save cannot slip into the answer), or undefined.
 */
export async function updateChatflowAtVersion(
  db: Kysely<DB>,
  target: { unikId: string; id: string; expectedVersion: number; userId: string },
  patch: ChatflowPatch,
): Promise<TChatflow | undefined> {
  const row = await db
    .updateTable('chat_flows')
    .set((eb) => ({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.flowData !== undefined && { flow_data: patch.flowData }),
      ...(patch.nodeCount !== undefined && { node_count: patch.nodeCount }),
      ...(patch.type !== undefined && { type: patch.type }),
      ...(patch.isPublic !== undefined && { is_public: fromBool(patch.isPublic) }),
      ...(patch.deployed !== undefined && { deployed: fromBool(patch.deployed) }),
      ...(patch.category !== undefined && { category: patch.category }),
      ...(patch.chatbotConfig !== undefined && { chatbot_config: patch.chatbotConfig }),
      ...(patch.apiConfig !== undefined && { api_config: patch.apiConfig }),
      ...(patch.speechToText !== undefined && { speech_to_text: patch.speechToText }),
      ...(patch.followUpPrompts !== undefined && { follow_up_prompts: patch.followUpPrompts }),
      ...(patch.analytic !== undefined && { analytic: patch.analytic }),
      ...(patch.apikeyid !== undefined && { apikeyid: patch.apikeyid }),
      version: eb('version', '+', 1),
      updated_at: nowIso(),
      updated_by: target.userId,
    }))
    .where('unik_id', '=', target.unikId)
    .where('id', '=', target.id)
    .where('version', '=', target.expectedVersion)
    .returningAll()
    .executeTakeFirst()
  return row && toChatflow(row)
}

/** The stored version of a flow and who saved it (for a 409 answer). */
export async function findChatflowVersion(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<TFlowVersionConflictDetails | undefined> {
  const row = await db
    .selectFrom('chat_flows as f')
    .leftJoin('users as u', 'u.id', 'f.updated_by')
    .select(['f.version', 'f.updated_at', 'f.updated_by', 'u.email'])
    .where('f.unik_id', '=', unikId)
    .where('f.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    currentVersion: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by && row.email ? { userId: row.updated_by, email: row.email } : null,
  }
}

export async function deleteChatflowOfUnik(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_flows')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
