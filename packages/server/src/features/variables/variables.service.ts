import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { TVariable, TVariableUpdateBody, ZVariableCreateBody } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors/app-error'
import {
  deleteVariableOfUnik,
  findVariable,
  findVariableIdByName,
  insertVariable,
  listVariablesOfUnik,
  updateVariableOfUnik,
} from './variables.repository'

const notFound = () => new NotFoundError('Variable not found')

async function checkNameFree(db: Kysely<DB>, unikId: string, name: string, self?: string): Promise<void> {
  const existing = await findVariableIdByName(db, unikId, name)
  if (existing !== undefined && existing !== self)
    throw new ConflictError(`A variable named "${name}" already exists`)
}

export const listVariables = (db: Kysely<DB>, unikId: string): Promise<TVariable[]> =>
  listVariablesOfUnik(db, unikId)

export async function getVariable(db: Kysely<DB>, unikId: string, id: string): Promise<TVariable> {
  const found = await findVariable(db, unikId, id)
  if (!found) throw notFound()
  return found
}

export async function createVariable(
  db: Kysely<DB>,
  unikId: string,
  body: z.output<typeof ZVariableCreateBody>,
): Promise<TVariable> {
  await checkNameFree(db, unikId, body.name)
  return insertVariable(db, unikId, body)
}

export async function updateVariable(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  body: TVariableUpdateBody,
): Promise<TVariable> {
  if (body.name !== undefined) await checkNameFree(db, unikId, body.name, id)
  const updated = await updateVariableOfUnik(db, unikId, id, body)
  if (!updated) throw notFound()
  return updated
}

export async function deleteVariable(db: Kysely<DB>, unikId: string, id: string): Promise<void> {
  if (!(await deleteVariableOfUnik(db, unikId, id))) throw notFound()
}

/**
 * The unik's variables as a run sees them: `static` ones carry their value, `runtime` ones the server's
 * environment variable of the same name (Flowise's rule), or '' when it is not set.
 */
export async function readVariablesForRun(
  db: Kysely<DB>,
  unikId: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ name: string; value: string; type: string }[]> {
  return (await listVariablesOfUnik(db, unikId)).map((v) => ({
    name: v.name,
    type: v.type,
    value: v.type === 'runtime' ? (env[v.name] ?? '') : v.value,
  }))
}
