import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import {
  ZPublicationOptions,
  ZTargetPlatform,
  type TGenerationMode,
  type TPublication,
  type TPublicationOptions,
  type TPublicationTechnology,
  type TPublicationVersion,
} from '@unikflow/graph'
import { fromBool, nowIso, toBool, type DB } from '../../db/schema'

type PublicationRow = Selectable<DB['publications']>
export type VersionRow = Selectable<DB['publication_versions']>

/** Stored JSON is ours, but a broken value must not break the list: it reads as the defaults. */
export function readOptions(text: string): TPublicationOptions {
  const parsed = ZPublicationOptions.safeParse(safeJson(text))
  return parsed.success ? parsed.data : ZPublicationOptions.parse({})
}

function readPlatforms(text: string): TPublication['targetPlatforms'] {
  const parsed = ZTargetPlatform.array().safeParse(safeJson(text))
  return parsed.success ? parsed.data : []
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const toVersion = (row: VersionRow): TPublicationVersion => ({
  id: row.id,
  chatflowid: row.chatflow_id,
  technology: row.technology,
  version: row.version,
  status: row.status,
  generationMode: row.generation_mode,
  targetPlatforms: readPlatforms(row.target_platforms),
  title: readOptions(row.options).title,
  scheduledFor: row.scheduled_for,
  publishedDate: row.published_at,
  createdDate: row.created_at,
})

const toPublication = (row: PublicationRow, currentVersion: number | null): TPublication => ({
  id: row.id,
  chatflowid: row.chatflow_id,
  technology: row.technology,
  isPublic: toBool(row.is_public),
  generationMode: row.generation_mode,
  targetPlatforms: readPlatforms(row.target_platforms),
  options: readOptions(row.options),
  currentVersion,
  updatedDate: row.updated_at,
})

type FlowRef = { unikId: string; flowId: string }

export async function listPublicationsOfFlow(db: Kysely<DB>, flow: FlowRef): Promise<TPublication[]> {
  const rows = await db
    .selectFrom('publications')
    .selectAll()
    .where('unik_id', '=', flow.unikId)
    .where('chatflow_id', '=', flow.flowId)
    .orderBy('technology')
    .execute()
  const versions = await listVersionRows(db, flow)
  return rows.map((row) =>
    toPublication(
      row,
      versions.find((v) => v.publication_id === row.id && v.status === 'published')?.version ?? null,
    ),
  )
}

/** Newest first. */
export async function listVersionRows(db: Kysely<DB>, flow: FlowRef): Promise<VersionRow[]> {
  return db
    .selectFrom('publication_versions')
    .selectAll()
    .where('unik_id', '=', flow.unikId)
    .where('chatflow_id', '=', flow.flowId)
    .orderBy('version', 'desc')
    .execute()
}

export type PublicationSettings = {
  isPublic: boolean
  generationMode: TGenerationMode
  targetPlatforms: TPublication['targetPlatforms']
  options: TPublicationOptions
}

export async function findPublicationRow(
  db: Kysely<DB>,
  flow: FlowRef,
  technology: TPublicationTechnology,
): Promise<PublicationRow | undefined> {
  return db
    .selectFrom('publications')
    .selectAll()
    .where('unik_id', '=', flow.unikId)
    .where('chatflow_id', '=', flow.flowId)
    .where('technology', '=', technology)
    .executeTakeFirst()
}

export function settingsOf(row: PublicationRow): PublicationSettings {
  return {
    isPublic: toBool(row.is_public),
    generationMode: row.generation_mode,
    targetPlatforms: readPlatforms(row.target_platforms),
    options: readOptions(row.options),
  }
}

/** The settings a version was published (or scheduled) with. */
export function settingsOfVersion(row: VersionRow): PublicationSettings {
  return {
    isPublic: true,
    generationMode: row.generation_mode,
    targetPlatforms: readPlatforms(row.target_platforms),
    options: readOptions(row.options),
  }
}

/** Inserts or replaces the settings of one technology of a flow; returns the row's id. */
export async function upsertPublication(
  db: Kysely<DB>,
  flow: FlowRef,
  technology: TPublicationTechnology,
  settings: PublicationSettings,
): Promise<string> {
  const now = nowIso()
  const values = {
    is_public: fromBool(settings.isPublic),
    generation_mode: settings.generationMode,
    target_platforms: JSON.stringify(settings.targetPlatforms),
    options: JSON.stringify(settings.options),
    updated_at: now,
  }
  const existing = await findPublicationRow(db, flow, technology)
  if (existing) {
    await db.updateTable('publications').set(values).where('id', '=', existing.id).execute()
    return existing.id
  }
  const id = randomUUID()
  await db
    .insertInto('publications')
    .values({
      id,
      unik_id: flow.unikId,
      chatflow_id: flow.flowId,
      technology,
      created_at: now,
      ...values,
    })
    .execute()
  return id
}

/** Publishing or making one technology public makes the flow's other technologies private. */
export async function makeOthersPrivate(
  db: Kysely<DB>,
  flow: FlowRef,
  technology: TPublicationTechnology,
): Promise<void> {
  await db
    .updateTable('publications')
    .set({ is_public: 0, updated_at: nowIso() })
    .where('unik_id', '=', flow.unikId)
    .where('chatflow_id', '=', flow.flowId)
    .where('technology', '!=', technology)
    .where('is_public', '=', 1)
    .execute()
}

/** The next version number of a flow (numbers count across technologies). */
export async function nextVersionNumber(db: Kysely<DB>, flowId: string): Promise<number> {
  const row = await db
    .selectFrom('publication_versions')
    .select((eb) => eb.fn.max('version').as('top'))
    .where('chatflow_id', '=', flowId)
    .executeTakeFirst()
  return Number(row?.top ?? 0) + 1
}

export type NewVersion = Omit<VersionRow, 'id' | 'created_at'>

export async function insertVersion(db: Kysely<DB>, version: NewVersion): Promise<VersionRow> {
  const row: VersionRow = { id: randomUUID(), created_at: nowIso(), ...version }
  await db.insertInto('publication_versions').values(row).execute()
  return row
}

export async function findVersionRow(
  db: Kysely<DB>,
  flow: FlowRef,
  version: number,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom('publication_versions')
    .selectAll()
    .where('unik_id', '=', flow.unikId)
    .where('chatflow_id', '=', flow.flowId)
    .where('version', '=', version)
    .executeTakeFirst()
}

/** Scheduled versions whose time has come (or all scheduled ones, for arming the timer). */
export async function listScheduledVersions(db: Kysely<DB>): Promise<VersionRow[]> {
  return db
    .selectFrom('publication_versions')
    .selectAll()
    .where('status', '=', 'scheduled')
    .orderBy('scheduled_for')
    .execute()
}

/**
 * Moves a version from `scheduled` to `published` with its scene and page file. Conditional, so of two
 * processes (or a cancel racing the timer) exactly one wins; false when it was no longer scheduled.
 */
export async function completeScheduledVersion(
  db: Kysely<DB>,
  id: string,
  result: { scene: string | null; htmlFile: string | null },
): Promise<boolean> {
  const rows = await db
    .updateTable('publication_versions')
    .set({ status: 'published', scene: result.scene, html_file: result.htmlFile, published_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .returning('id')
    .execute()
  return rows.length === 1
}

export async function failScheduledVersion(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('publication_versions')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .execute()
}

export async function cancelScheduledVersion(
  db: Kysely<DB>,
  flow: FlowRef,
  version: number,
): Promise<boolean> {
  const rows = await db
    .updateTable('publication_versions')
    .set({ status: 'canceled' })
    .where('unik_id', '=', flow.unikId)
    .where('chatflow_id', '=', flow.flowId)
    .where('version', '=', version)
    .where('status', '=', 'scheduled')
    .returning('id')
    .execute()
  return rows.length === 1
}

/** The public publication of a flow (at most one technology is public), found by flow id alone. */
export async function findPublicPublication(
  db: Kysely<DB>,
  flowId: string,
): Promise<PublicationRow | undefined> {
  return db
    .selectFrom('publications')
    .selectAll()
    .where('chatflow_id', '=', flowId)
    .where('is_public', '=', 1)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst()
}

/** The newest published version of a publication, or the given one when it belongs to it. */
export async function findPublishedVersion(
  db: Kysely<DB>,
  publicationId: string,
  version?: number,
): Promise<VersionRow | undefined> {
  let query = db
    .selectFrom('publication_versions')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('status', '=', 'published')
  if (version !== undefined) query = query.where('version', '=', version)
  return query.orderBy('version', 'desc').executeTakeFirst()
}

export async function setVersionHtmlFile(db: Kysely<DB>, id: string, htmlFile: string): Promise<void> {
  await db.updateTable('publication_versions').set({ html_file: htmlFile }).where('id', '=', id).execute()
}
