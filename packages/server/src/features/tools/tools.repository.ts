import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { TTool } from '@unikflow/graph'
import { nowIso, type DB, type ToolsTable } from '../../db/schema'

// Every function takes the unik id: a tool id alone never reaches a row of another unik.

const toTool = (row: Selectable<ToolsTable>): TTool => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  iconSrc: row.icon_src,
  schema: row.schema,
  func: row.func,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

export async function listToolsOfUnik(db: Kysely<DB>, unikId: string): Promise<TTool[]> {
  const rows = await db
    .selectFrom('tools')
    .selectAll()
    .where('unik_id', '=', unikId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toTool)
}

export async function findTool(db: Kysely<DB>, unikId: string, id: string): Promise<TTool | undefined> {
  const row = await db
    .selectFrom('tools')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toTool(row)
}

export interface ToolFields {
  name: string
  description: string
  color: string
  iconSrc: string | null
  schema: string
  func: string
}

const toColumns = (f: Partial<ToolFields>) => ({
  ...(f.name !== undefined && { name: f.name }),
  ...(f.description !== undefined && { description: f.description }),
  ...(f.color !== undefined && { color: f.color }),
  ...(f.iconSrc !== undefined && { icon_src: f.iconSrc }),
  ...(f.schema !== undefined && { schema: f.schema }),
  ...(f.func !== undefined && { func: f.func }),
})

export async function insertTool(db: Kysely<DB>, unikId: string, fields: ToolFields): Promise<TTool> {
  const now = nowIso()
  const row = await db
    .insertInto('tools')
    .values({
      id: randomUUID(),
      unik_id: unikId,
      name: fields.name,
      description: fields.description,
      color: fields.color,
      icon_src: fields.iconSrc,
      schema: fields.schema,
      func: fields.func,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toTool(row)
}

export async function updateToolOfUnik(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  fields: Partial<ToolFields>,
): Promise<TTool | undefined> {
  const row = await db
    .updateTable('tools')
    .set({ ...toColumns(fields), updated_at: nowIso() })
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && toTool(row)
}

export async function deleteToolOfUnik(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('tools')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
