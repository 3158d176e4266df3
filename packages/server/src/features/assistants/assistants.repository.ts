import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { TAssistant, TAssistantType } from '@unikflow/graph'
import { nowIso, type AssistantsTable, type DB } from '../../db/schema'

// Every function takes the unik id: an assistant id alone never reaches a row of another unik.

const toAssistant = (row: Selectable<AssistantsTable>): TAssistant => ({
  id: row.id,
  type: row.type,
  details: row.details,
  credential: row.credential,
  iconSrc: row.icon_src,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

export async function listAssistantsOfUnik(
  db: Kysely<DB>,
  unikId: string,
  type: TAssistantType | undefined,
): Promise<TAssistant[]> {
  let query = db.selectFrom('assistants').selectAll().where('unik_id', '=', unikId)
  if (type) query = query.where('type', '=', type)
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id').execute()
  return rows.map(toAssistant)
}

export async function findAssistant(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<TAssistant | undefined> {
  const row = await db
    .selectFrom('assistants')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toAssistant(row)
}

export interface AssistantFields {
  type: TAssistantType
  details: string
  credential: string | null
  iconSrc: string | null
}

/** The flow a custom assistant runs as: same id, type ASSISTANT, composed from its details. */
export interface AssistantFlow {
  name: string
  flowData: string
  nodeCount: number
}

export async function insertAssistant(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
  fields: AssistantFields,
  /** The flow a custom assistant runs as; an OpenAI assistant runs at the provider and has none. */
  flow?: AssistantFlow,
): Promise<TAssistant> {
  const now = nowIso()
  const id = randomUUID()
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('assistants')
      .values({
        id,
        unik_id: unikId,
        type: fields.type,
        details: fields.details,
        credential: fields.credential,
        icon_src: fields.iconSrc,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (!flow) return toAssistant(row)
    await tx
      .insertInto('chat_flows')
      .values({
        id,
        unik_id: unikId,
        name: flow.name,
        flow_data: flow.flowData,
        node_count: flow.nodeCount,
        type: 'ASSISTANT',
        is_public: 0,
        deployed: 0,
        category: null,
        chatbot_config: null,
        api_config: null,
        speech_to_text: null,
        follow_up_prompts: null,
        analytic: null,
        apikeyid: null,
        version: 1,
        created_at: now,
        updated_at: now,
        updated_by: userId,
      })
      .execute()
    return toAssistant(row)
  })
}

export async function updateAssistantOfUnik(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  fields: Partial<AssistantFields>,
  flow: AssistantFlow | undefined,
): Promise<TAssistant | undefined> {
  const now = nowIso()
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('assistants')
      .set({
        ...(fields.details !== undefined && { details: fields.details }),
        ...(fields.credential !== undefined && { credential: fields.credential }),
        ...(fields.iconSrc !== undefined && { icon_src: fields.iconSrc }),
        updated_at: now,
      })
      .where('unik_id', '=', unikId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    if (row && flow)
      await tx
        .updateTable('chat_flows')
        .set((eb) => ({
          name: flow.name,
          flow_data: flow.flowData,
          node_count: flow.nodeCount,
          version: eb('version', '+', 1),
          updated_at: now,
        }))
        .where('unik_id', '=', unikId)
        .where('id', '=', id)
        .where('type', '=', 'ASSISTANT')
        .execute()
    return row && toAssistant(row)
  })
}

/** Deletes the assistant and the flow it runs as (its chats and traces go with the flow). */
export async function deleteAssistantOfUnik(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const result = await tx
      .deleteFrom('assistants')
      .where('unik_id', '=', unikId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (result.numDeletedRows === 0n) return false
    await tx
      .deleteFrom('chat_flows')
      .where('unik_id', '=', unikId)
      .where('id', '=', id)
      .where('type', '=', 'ASSISTANT')
      .execute()
    return true
  })
}
