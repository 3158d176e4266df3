import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import {
  ErrorCodes,
  ZToolProperty,
  type TTool,
  type TToolUpdateBody,
  type ZToolCreateBody,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { deleteToolOfUnik, findTool, insertTool, listToolsOfUnik, updateToolOfUnik } from './tools.repository'

const notFound = () => new NotFoundError('Tool not found')

/**
 * `schema` is JSON text (Flowise's shape) holding an array of `{property, type, description, required}`.
 * Answers say what is wrong in words: "Invalid JSON in schema: …" or which item and field.
 */
export function checkToolSchema(text: string): void {
  if (text.trim() === '') return
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    throw new ValidationError(
      `Invalid JSON in schema: ${e instanceof Error ? e.message : String(e)}`,
      ErrorCodes.InvalidJson,
    )
  }
  const result = z.array(ZToolProperty).safeParse(parsed)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    throw new ValidationError(
      `Invalid schema${where}: ${issue?.message ?? 'expected an array of {property, type, description, required}'}`,
    )
  }
}

/** Flowise gives new tools a random pastel colour when none is chosen. */
function randomColor(): string {
  const channel = () => (128 + randomInt(128)).toString(16).padStart(2, '0')
  return `#${channel()}${channel()}${channel()}`
}

export const listTools = (db: Kysely<DB>, unikId: string): Promise<TTool[]> => listToolsOfUnik(db, unikId)

export async function getTool(db: Kysely<DB>, unikId: string, id: string): Promise<TTool> {
  const found = await findTool(db, unikId, id)
  if (!found) throw notFound()
  return found
}

export async function createTool(
  db: Kysely<DB>,
  unikId: string,
  body: z.output<typeof ZToolCreateBody>,
): Promise<TTool> {
  checkToolSchema(body.schema)
  return insertTool(db, unikId, {
    name: body.name,
    description: body.description,
    color: body.color || randomColor(),
    iconSrc: body.iconSrc ?? null,
    schema: body.schema,
    func: body.func,
  })
}

export async function updateTool(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  body: TToolUpdateBody,
): Promise<TTool> {
  if (body.schema !== undefined) checkToolSchema(body.schema)
  const updated = await updateToolOfUnik(db, unikId, id, body)
  if (!updated) throw notFound()
  return updated
}

export async function deleteTool(db: Kysely<DB>, unikId: string, id: string): Promise<void> {
  if (!(await deleteToolOfUnik(db, unikId, id))) throw notFound()
}
