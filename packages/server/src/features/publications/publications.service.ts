import type { Kysely } from 'kysely'
import {
  ErrorCodes,
  isSceneTechnology,
  PUBLICATION_TECHNOLOGIES,
  ZPublicationOptions,
  type TChatflow,
  type TPublication,
  type TPublicationSettingsBody,
  type TPublicationsOfFlow,
  type TPublicationTechnology,
  type TPublicationVersion,
  type TPublishBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { fromBool, nowIso, type DB } from '../../db/schema'
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error'
import { findChatflow } from '../chatflows/chatflows.repository'
import {
  cancelScheduledVersion,
  completeScheduledVersion,
  failScheduledVersion,
  findPublicationRow,
  insertVersion,
  listPublicationsOfFlow,
  listVersionRows,
  makeOthersPrivate,
  nextVersionNumber,
  settingsOf,
  settingsOfVersion,
  toVersion,
  upsertPublication,
  type PublicationSettings,
  type VersionRow,
} from './publications.repository'
import { generateVersionOutput } from './version-output'

export type FlowTarget = { unikId: string; flowId: string }

const DEFAULT_SETTINGS: PublicationSettings = {
  isPublic: false,
  generationMode: 'streaming',
  targetPlatforms: ['web'],
  options: ZPublicationOptions.parse({}),
}

async function requireFlow(db: Kysely<DB>, target: FlowTarget): Promise<TChatflow> {
  const flow = await findChatflow(db, target.unikId, target.flowId)
  if (!flow) throw new NotFoundError('Chatflow not found')
  return flow
}

/** Settings of every technology (defaults for those never saved) and every version, newest first. */
export async function listPublications(db: Kysely<DB>, target: FlowTarget): Promise<TPublicationsOfFlow> {
  const flow = await requireFlow(db, target)
  const stored = await listPublicationsOfFlow(db, target)
  const publications = PUBLICATION_TECHNOLOGIES.map((technology): TPublication => {
    const found = stored.find((p) => p.technology === technology)
    const publication = found ?? {
      id: '',
      chatflowid: flow.id,
      technology,
      ...DEFAULT_SETTINGS,
      currentVersion: null,
      updatedDate: flow.updatedAt,
    }
    // The chat technology is the flow's own public switch (Share chatbot → Make Public).
    return technology === 'chat' ? { ...publication, isPublic: flow.isPublic } : publication
  })
  const versions = (await listVersionRows(db, target)).map(toVersion)
  return { publications, versions }
}

/** Saves what the next publish uses; `isPublic` true makes the flow's other technologies private. */
export async function savePublicationSettings(
  db: Kysely<DB>,
  target: FlowTarget,
  technology: TPublicationTechnology,
  body: TPublicationSettingsBody,
): Promise<TPublication> {
  const flow = await requireFlow(db, target)
  const row = await findPublicationRow(db, target, technology)
  const current = row ? settingsOf(row) : DEFAULT_SETTINGS
  const settings: PublicationSettings = {
    isPublic: body.isPublic ?? current.isPublic,
    generationMode: body.generationMode ?? current.generationMode,
    targetPlatforms: body.targetPlatforms ?? current.targetPlatforms,
    options: body.options ?? current.options,
  }
  await db.transaction().execute(async (trx) => {
    await upsertPublication(trx, target, technology, settings)
    if (body.isPublic !== undefined) await applyVisibility(trx, flow, technology, body.isPublic)
  })
  const saved = (await listPublications(db, target)).publications.find((p) => p.technology === technology)
  if (!saved) throw new NotFoundError('Publication not found')
  return saved
}

/**
 * One technology public means the others private: scene technologies among themselves, and the chat
 * technology through the flow's own public flag (a keyed flow can never be public).
 */
async function applyVisibility(
  db: Kysely<DB>,
  flow: TChatflow,
  technology: TPublicationTechnology,
  isPublic: boolean,
): Promise<void> {
  const target = { unikId: flow.unikId, flowId: flow.id }
  if (technology === 'chat') {
    if (isPublic && flow.apikeyid !== null)
      throw new ConflictError('A flow with an API key cannot be public', ErrorCodes.FlowHasApiKey)
    await setFlowPublic(db, flow, isPublic)
    if (isPublic) await makeOthersPrivate(db, target, technology)
    return
  }
  if (!isPublic) return
  await makeOthersPrivate(db, target, technology)
  if (flow.isPublic) await setFlowPublic(db, flow, false)
}

async function setFlowPublic(db: Kysely<DB>, flow: TChatflow, isPublic: boolean): Promise<void> {
  await db
    .updateTable('chat_flows')
    .set({ is_public: fromBool(isPublic), updated_at: nowIso() })
    .where('id', '=', flow.id)
    .where('unik_id', '=', flow.unikId)
    .execute()
}

/**
 * Publishes the technology as the flow's next version, now (the page is built, or pre-generated and
 * stored, and the technology becomes the public one) or at `scheduledFor` (the scene must build now too,
 * so a flow without UPDL nodes is refused at once; the timer publishes the flow as it is then).
 */
export async function publishTechnology(
  deps: AppDeps,
  target: FlowTarget & { userId: string },
  technology: TPublicationTechnology,
  body: TPublishBody,
): Promise<TPublicationVersion> {
  const flow = await requireFlow(deps.db, target)
  const row = await findPublicationRow(deps.db, target, technology)
  const settings = row ? settingsOf(row) : DEFAULT_SETTINGS
  const scheduledFor = body.scheduledFor ? new Date(body.scheduledFor) : undefined
  if (scheduledFor && scheduledFor.getTime() <= Date.now())
    throw new ValidationError('The scheduled time must be in the future')
  if (technology === 'chat' && flow.apikeyid !== null)
    throw new ConflictError('A flow with an API key cannot be public', ErrorCodes.FlowHasApiKey)

  const version = await withNextVersion(deps.db, flow.id, async (number) => {
    const output = await generateVersionOutput(deps, {
      flow,
      technology,
      settings,
      version: number,
      store: !scheduledFor,
    })
    return deps.db.transaction().execute(async (trx) => {
      const publicationId = await upsertPublication(trx, target, technology, {
        ...settings,
        isPublic: scheduledFor ? settings.isPublic : true,
      })
      const inserted = await insertVersion(trx, {
        unik_id: flow.unikId,
        chatflow_id: flow.id,
        publication_id: publicationId,
        technology,
        version: number,
        status: scheduledFor ? 'scheduled' : 'published',
        generation_mode: settings.generationMode,
        target_platforms: JSON.stringify(settings.targetPlatforms),
        options: JSON.stringify(settings.options),
        scene: scheduledFor ? null : output.scene,
        html_file: scheduledFor ? null : output.htmlFile,
        scheduled_for: scheduledFor ? scheduledFor.toISOString() : null,
        published_at: scheduledFor ? null : nowIso(),
        created_by: target.userId,
      })
      if (!scheduledFor) await applyVisibility(trx, flow, technology, true)
      return inserted
    })
  })
  if (scheduledFor) deps.publications.scheduler.arm()
  return toVersion(version)
}

/**
 * Version numbers are unique per flow: two publishes racing for one number make the loser's insert
 * fail, and it takes the next number (its pre-generated file is simply written again under it).
 */
async function withNextVersion(
  db: Kysely<DB>,
  flowId: string,
  insert: (version: number) => Promise<VersionRow>,
): Promise<VersionRow> {
  for (let attempt = 0; ; attempt++) {
    const number = await nextVersionNumber(db, flowId)
    try {
      return await insert(number)
    } catch (error) {
      if (attempt >= 2 || (await nextVersionNumber(db, flowId)) === number) throw error
    }
  }
}

/** Publishes a scheduled version whose time has come, with the flow as it is now. */
export async function publishScheduledVersion(deps: AppDeps, row: VersionRow): Promise<void> {
  const flow = await findChatflow(deps.db, row.unik_id, row.chatflow_id)
  if (!flow) return
  const publication = await findPublicationRow(
    deps.db,
    { unikId: row.unik_id, flowId: row.chatflow_id },
    row.technology,
  )
  if (!publication) return
  const settings = settingsOfVersion(row)
  let output: Awaited<ReturnType<typeof generateVersionOutput>>
  try {
    output = await generateVersionOutput(deps, {
      flow,
      technology: row.technology,
      settings,
      version: row.version,
      store: true,
    })
  } catch (error) {
    deps.log.warn({ err: error, flowId: flow.id, version: row.version }, 'scheduled publication failed')
    await failScheduledVersion(deps.db, row.id)
    return
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await completeScheduledVersion(trx, row.id, output))) return
    await upsertPublication(trx, { unikId: flow.unikId, flowId: flow.id }, row.technology, {
      ...settingsOf(publication),
      isPublic: true,
    })
    await applyVisibility(trx, flow, row.technology, true)
  })
}

export async function cancelSchedule(deps: AppDeps, target: FlowTarget, version: number): Promise<void> {
  await requireFlow(deps.db, target)
  if (!(await cancelScheduledVersion(deps.db, target, version)))
    throw new NotFoundError('Scheduled publication not found')
  deps.publications.scheduler.arm()
}

/** Whether a technology renders a UPDL scene (used by routes to refuse exporting a chat). */
export function requireSceneTechnology(technology: TPublicationTechnology) {
  if (!isSceneTechnology(technology)) throw new ValidationError('Only AR/3D technologies export a page')
  return technology
}
