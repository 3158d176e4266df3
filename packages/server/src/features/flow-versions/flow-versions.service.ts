import type { Kysely } from 'kysely'
import type { TChatflow, TFlowVersion, TFlowVersionSummary } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import { chatflowExists } from '../chatflows/chatflows.repository'
import { updateChatflow, type FlowTarget } from '../chatflows/chatflows.service'
import { findFlowVersion, listFlowVersions } from './flow-versions.repository'

const flowNotFound = () => new NotFoundError('Chatflow not found')
const versionNotFound = () => new NotFoundError('Version not found')

export async function listVersions(db: Kysely<DB>, target: FlowTarget): Promise<TFlowVersionSummary[]> {
  if (!(await chatflowExists(db, target.unikId, target.id))) throw flowNotFound()
  return listFlowVersions(db, target.unikId, target.id)
}

export async function getVersion(
  db: Kysely<DB>,
  target: FlowTarget & { versionId: string },
): Promise<TFlowVersion> {
  const found = await findFlowVersion(db, target.unikId, target.id, target.versionId)
  if (!found) throw versionNotFound()
  return found
}

/** Saves the old graph over the current one as a new version: nothing of the history is lost. */
export async function restoreVersion(
  db: Kysely<DB>,
  input: FlowTarget & { versionId: string; userId: string; currentVersion: number },
): Promise<TChatflow> {
  const old = await getVersion(db, input)
  return updateChatflow(db, {
    unikId: input.unikId,
    id: input.id,
    userId: input.userId,
    body: { version: input.currentVersion, flowData: old.flowData },
  })
}
