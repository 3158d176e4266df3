import type { Kysely } from 'kysely'
import type { z } from 'zod'
import {
  CHATFLOW_NAME_MAX,
  ChatflowTypes,
  EMPTY_FLOW_DATA,
  ErrorCodes,
  type TChatflow,
  type TChatflowSaved,
  type TIssue,
  type TChatflowCreateBody,
  type TChatflowList,
  type TChatflowUpdateBody,
  type ZChatflowListQuery,
  FLOW_KEY_PUBLIC_CONFLICT,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error'
import {
  deleteChatflowOfUnik,
  findChatflow,
  findChatflowVersion,
  insertChatflow,
  listChatflowsOfUnik,
  updateChatflowAtVersion,
  type ChatflowPatch,
} from './chatflows.repository'
import { migrateStoredFlowData, toStoredFlowData } from './flow-data'
import { checkFlowConfigTexts } from './flow-config-checks'
import { apiKeyExists } from '../api-keys/api-keys.repository'
import { recordFlowVersion } from '../flow-versions/flow-versions.repository'

// Access (membership and role) is checked by the policy hook; these take the unik id it vouched for.

export interface FlowTarget {
  unikId: string
  id: string
}

const notFound = () => new NotFoundError('Chatflow not found')

export async function listChatflows(
  db: Kysely<DB>,
  unikId: string,
  query: z.output<typeof ZChatflowListQuery>,
): Promise<TChatflowList> {
  const { page, pageSize } = query
  const found = await listChatflowsOfUnik(db, unikId, {
    search: query.search?.trim() || undefined,
    type: query.type,
    page,
    pageSize,
  })
  return { ...found, page, pageSize }
}

export async function getChatflow(db: Kysely<DB>, target: FlowTarget): Promise<TChatflow> {
  const flow = await findChatflow(db, target.unikId, target.id)
  if (!flow) throw notFound()
  // Read for the canvas (and copies): nodes saved at older versions arrive migrated.
  return { ...flow, flowData: await migrateStoredFlowData(flow.flowData) }
}

/** Agent flows loop back on purpose (a Loop node returns to an agent); chatflows run each node once. */
function allowsCycles(type: TChatflow['type']): boolean {
  return type !== ChatflowTypes.Chatflow
}

export async function createChatflow(
  db: Kysely<DB>,
  input: { unikId: string; userId: string; body: TChatflowCreateBody },
): Promise<TChatflowSaved> {
  const { body } = input
  checkFlowConfigTexts(body)
  const type = body.type ?? ChatflowTypes.Chatflow
  const stored = await toStoredFlowData(body.flowData ?? EMPTY_FLOW_DATA, { allowCycles: allowsCycles(type) })
  const created = await insertChatflow(db, input.unikId, input.userId, {
    name: body.name,
    flowData: stored.json,
    nodeCount: stored.nodeCount,
    type,
    isPublic: body.isPublic ?? false,
    deployed: body.deployed ?? false,
    category: body.category ?? null,
    chatbotConfig: body.chatbotConfig ?? null,
    apiConfig: body.apiConfig ?? null,
    speechToText: body.speechToText ?? null,
    followUpPrompts: body.followUpPrompts ?? null,
    analytic: body.analytic ?? null,
  })
  // Version history (docs/product.md#flow-version-history): every save of the graph is kept.
  await recordFlowVersion(db, created, input.userId)
  return withWarnings(created, stored.warnings)
}

/** The save answer names edges the save kept although their handle matches nothing (`warnings`). */
function withWarnings(flow: TChatflow, warnings: readonly TIssue[]): TChatflowSaved {
  return warnings.length > 0 ? { ...flow, warnings: [...warnings] } : flow
}

/**
 * A keyed flow answers only to its key, so it cannot also be public (docs/product.md#roles-and-access: keys are not used when
 * embedding or sharing). Setting a key on a flow that stays public, or making a keyed flow public, is
 * refused; the client removes one first (or sends `isPublic: false` with the key).
 */
async function checkKeyAndVisibility(
  db: Kysely<DB>,
  input: FlowTarget & { body: TChatflowUpdateBody },
): Promise<void> {
  const { apikeyid, isPublic } = input.body
  if (apikeyid === undefined && isPublic !== true) return
  if (apikeyid && !(await apiKeyExists(db, input.unikId, apikeyid)))
    throw new ValidationError('API key not found in this unik')
  const current = await findChatflow(db, input.unikId, input.id)
  if (!current) throw notFound()
  const key = apikeyid !== undefined ? apikeyid : current.apikeyid
  const isPublicAfter = isPublic ?? current.isPublic
  if (key && isPublicAfter) throw new ConflictError(FLOW_KEY_PUBLIC_CONFLICT, ErrorCodes.FlowHasApiKey)
}

/**
 * Saves over `body.version`. A stale version answers 409 FLOW_VERSION_CONFLICT with the current
 * version and who saved it; the client may overwrite by sending again with that version.
 */
export async function updateChatflow(
  db: Kysely<DB>,
  input: FlowTarget & { userId: string; body: TChatflowUpdateBody },
): Promise<TChatflowSaved> {
  const { version, flowData, ...fields } = input.body
  checkFlowConfigTexts(fields)
  await checkKeyAndVisibility(db, input)
  const patch: ChatflowPatch = { ...fields }
  let warnings: TIssue[] = []
  if (flowData !== undefined) {
    const type =
      fields.type ?? (await findChatflow(db, input.unikId, input.id))?.type ?? ChatflowTypes.Chatflow
    const stored = await toStoredFlowData(flowData, { allowCycles: allowsCycles(type) })
    patch.flowData = stored.json
    patch.nodeCount = stored.nodeCount
    warnings = stored.warnings
  }
  const updated = await updateChatflowAtVersion(
    db,
    { unikId: input.unikId, id: input.id, expectedVersion: version, userId: input.userId },
    patch,
  )
  if (updated) {
    if (flowData !== undefined) await recordFlowVersion(db, updated, input.userId)
    return withWarnings(updated, warnings)
  }
  const current = await findChatflowVersion(db, input.unikId, input.id)
  if (!current) throw notFound()
  throw new ConflictError(
    `Chatflow was changed by ${current.updatedBy?.email ?? 'another user'} since version ${version} ` +
      `(now version ${current.currentVersion}): reload it, or save again to overwrite`,
    ErrorCodes.FlowVersionConflict,
    current,
  )
}

export async function deleteChatflow(db: Kysely<DB>, target: FlowTarget): Promise<void> {
  if (!(await deleteChatflowOfUnik(db, target.unikId, target.id))) throw notFound()
}

const COPY_SUFFIX = ' (copy)'

export function copyName(name: string): string {
  return `${name.slice(0, CHATFLOW_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`
}

/** A new, unpublished flow with the same graph and settings, named "<name> (copy)". */
export async function duplicateChatflow(
  db: Kysely<DB>,
  input: FlowTarget & { userId: string },
): Promise<TChatflow> {
  const source = await getChatflow(db, input)
  return insertChatflow(db, input.unikId, input.userId, {
    name: copyName(source.name),
    flowData: source.flowData,
    nodeCount: source.nodeCount,
    type: source.type,
    isPublic: false,
    deployed: false,
    category: source.category,
    chatbotConfig: source.chatbotConfig,
    apiConfig: source.apiConfig,
    speechToText: source.speechToText,
    followUpPrompts: source.followUpPrompts,
    analytic: source.analytic,
  })
}
