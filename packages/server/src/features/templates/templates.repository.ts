import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { ZTemplateType, type TTemplate, type TTemplateSummary } from '@unikflow/graph'
import { nowIso, type CustomTemplatesTable, type DB } from '../../db/schema'

const words = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : []
}

const toSummary = (row: Omit<Selectable<CustomTemplatesTable>, 'flow_data'>): TTemplateSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  badge: row.badge,
  usecases: words(row.usecases),
  tags: words(row.tags),
  type: ZTemplateType.parse(row.type),
  framework: words(row.framework),
  source: 'custom',
  requires: null,
  createdDate: row.created_at,
})

const SUMMARY_COLUMNS = [
  'id',
  'unik_id',
  'name',
  'description',
  'badge',
  'usecases',
  'tags',
  'type',
  'framework',
  'created_at',
  'created_by',
] as const

export async function listCustomTemplates(db: Kysely<DB>, unikId: string): Promise<TTemplateSummary[]> {
  const rows = await db
    .selectFrom('custom_templates')
    .select(SUMMARY_COLUMNS)
    .where('unik_id', '=', unikId)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(toSummary)
}

export async function findCustomTemplate(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<TTemplate | undefined> {
  const row = await db
    .selectFrom('custom_templates')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { ...toSummary(row), flowData: row.flow_data }
}

export interface NewCustomTemplate {
  name: string
  description: string
  badge: string | null
  usecases: string[]
  tags: string[]
  framework: string[]
  type: TTemplate['type']
  flowData: string
}

export async function insertCustomTemplate(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
  template: NewCustomTemplate,
): Promise<TTemplateSummary> {
  const row = await db
    .insertInto('custom_templates')
    .values({
      id: randomUUID(),
      unik_id: unikId,
      name: template.name,
      description: template.description,
      badge: template.badge,
      usecases: JSON.stringify(template.usecases),
      tags: JSON.stringify(template.tags),
      framework: JSON.stringify(template.framework),
      type: template.type,
      flow_data: template.flowData,
      created_at: nowIso(),
      created_by: userId,
    })
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirstOrThrow()
  return toSummary(row)
}

export async function deleteCustomTemplate(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('custom_templates')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
