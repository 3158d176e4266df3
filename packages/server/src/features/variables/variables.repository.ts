import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { TVariable, TVariableType } from '@unikflow/graph'
import { nowIso, type DB, type VariablesTable } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'

// Every function takes the unik id: a variable id alone never reaches a row of another unik.

const toVariable = (row: Selectable<VariablesTable>): TVariable => ({
  id: row.id,
  name: row.name,
  value: row.value,
  type: row.type,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

const selectVariablesOfUnik = preparedQuery(
  (db, unikId: string) =>
    db.selectFrom('variables').selectAll().where('unik_id', '=', unikId).orderBy('name'),
  { cachedWhileUnchanged: ['variables'] },
)

export async function listVariablesOfUnik(db: Kysely<DB>, unikId: string): Promise<TVariable[]> {
  return (await selectVariablesOfUnik(db, unikId)).map(toVariable)
}

export async function findVariable(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<TVariable | undefined> {
  const row = await db
    .selectFrom('variables')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toVariable(row)
}

export async function findVariableIdByName(
  db: Kysely<DB>,
  unikId: string,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('variables')
    .select('id')
    .where('unik_id', '=', unikId)
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.id
}

export interface VariableFields {
  name: string
  value: string
  type: TVariableType
}

export async function insertVariable(
  db: Kysely<DB>,
  unikId: string,
  fields: VariableFields,
): Promise<TVariable> {
  const now = nowIso()
  const row = await db
    .insertInto('variables')
    .values({ id: randomUUID(), unik_id: unikId, ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toVariable(row)
}

export async function updateVariableOfUnik(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  fields: Partial<VariableFields>,
): Promise<TVariable | undefined> {
  const row = await db
    .updateTable('variables')
    .set({ ...fields, updated_at: nowIso() })
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && toVariable(row)
}

export async function deleteVariableOfUnik(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('variables')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
