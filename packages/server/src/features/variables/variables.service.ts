import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { TVariable, TVariableUpdateBody, ZVariableCreateBody } from '@unikflow/graph'
import type { TRunVariable } from '@unikflow/engine'
import type { AppConfig } from '../../config'
import type { DB } from '../../db/schema'
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error'
import { runtimeVariableRefusal } from './runtime-variable-access'
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

/** Who reads runtime variables: the server's list of environment variables they may read. */
export type RuntimeVariableAccess = Pick<AppConfig, 'runtimeVariables'>

/** Refuses to save a runtime variable that may not read its environment variable, saying why. */
export function checkRuntimeVariable(
  access: RuntimeVariableAccess,
  variable: { name: string; type: string },
): void {
  if (variable.type !== 'runtime') return
  const refusal = runtimeVariableRefusal(variable.name, access.runtimeVariables)
  if (refusal) throw new ValidationError(refusal.message, refusal.code, { name: variable.name })
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
  access: RuntimeVariableAccess,
  unikId: string,
  body: z.output<typeof ZVariableCreateBody>,
): Promise<TVariable> {
  checkRuntimeVariable(access, body)
  await checkNameFree(db, unikId, body.name)
  return insertVariable(db, unikId, body)
}

export async function updateVariable(
  db: Kysely<DB>,
  access: RuntimeVariableAccess,
  unikId: string,
  id: string,
  body: TVariableUpdateBody,
): Promise<TVariable> {
  if (body.name !== undefined || body.type !== undefined) {
    const current = await getVariable(db, unikId, id)
    checkRuntimeVariable(access, { name: body.name ?? current.name, type: body.type ?? current.type })
  }
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
 * environment variable of the same name (Flowise's rule) when the operator allows it, or '' when it is not
 * set. A runtime variable saved before its name was refused reads nothing and carries the reason, which a
 * run that refers to it fails with.
 */
export async function readVariablesForRun(
  deps: { db: Kysely<DB>; config: RuntimeVariableAccess },
  unikId: string,
  env: Record<string, string | undefined> = process.env,
): Promise<TRunVariable[]> {
  return (await listVariablesOfUnik(deps.db, unikId)).map((v) => {
    if (v.type !== 'runtime') return { name: v.name, type: v.type, value: v.value }
    const refusal = runtimeVariableRefusal(v.name, deps.config.runtimeVariables)
    return refusal
      ? { name: v.name, type: v.type, value: '', refused: refusal.message }
      : { name: v.name, type: v.type, value: env[v.name] ?? '' }
  })
}
