import type { Kysely } from 'kysely'
import type { TFlowRelease, TFlowReleases } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { withinTransaction } from '../../db/within-transaction'
import { checkReleaseGate } from '../evaluations/evaluation-gate'
import { ConflictError, NotFoundError } from '../../errors/app-error'
import { findChatflow } from '../chatflows/chatflows.repository'
import { recordFlowVersion } from '../flow-versions/flow-versions.repository'
import {
  findReleaseState,
  findVersionToRelease,
  listReleases,
  markReleased,
  nextReleaseNumber,
  releaseExists,
  setReleaseState,
} from './flow-releases.repository'
import { releaseNotFound } from './resolve-flow-version'

export interface ReleaseTarget {
  unikId: string
  flowId: string
}

const flowNotFound = () => new NotFoundError('Chatflow not found')

export async function getReleases(db: Kysely<DB>, target: ReleaseTarget): Promise<TFlowReleases> {
  const state = await findReleaseState(db, target.unikId, target.flowId)
  if (!state) throw flowNotFound()
  return {
    releaseExplicitly: state.release_explicitly === 1,
    liveRelease: state.live_release,
    draftVersion: state.version,
    releases: await listReleases(db, target.unikId, target.flowId, state.live_release),
  }
}

/** The saved version to release; a flow saved before the history existed gets its current graph kept first. */
async function versionToRelease(
  db: Kysely<DB>,
  target: ReleaseTarget & { userId: string },
  version: number | undefined,
) {
  const found = await findVersionToRelease(db, target, version)
  if (found || version !== undefined) return found
  const flow = await findChatflow(db, target.unikId, target.flowId)
  if (!flow) return undefined
  await recordFlowVersion(db, flow, target.userId)
  return findVersionToRelease(db, target, undefined)
}

/** Makes a saved version (the newest when `version` is left out) a new release, live at once. */
export async function releaseVersion(
  db: Kysely<DB>,
  input: ReleaseTarget & { userId: string; version?: number | undefined; note: string },
): Promise<TFlowRelease> {
  const number = await withinTransaction(db, async (trx) => {
    const state = await findReleaseState(trx, input.unikId, input.flowId)
    if (!state) throw flowNotFound()
    const found = await versionToRelease(trx, input, input.version)
    if (!found) throw new NotFoundError(`Version ${input.version ?? ''} of this flow is not in its history`)
    if (found.release !== null && found.release !== undefined)
      throw new ConflictError(`This version is release ${found.release} already: roll back to it instead`)
    // A flow that releases explicitly may require an evaluation of the version first (its gate).
    if (state.release_explicitly === 1) await checkReleaseGate(trx, input, found.id)
    const next = await nextReleaseNumber(trx, input.unikId, input.flowId)
    await markReleased(trx, { unikId: input.unikId, versionId: found.id }, { ...input, number: next })
    await setReleaseState(trx, input, { live_release: next })
    return next
  })
  const { releases } = await getReleases(db, input)
  const made = releases.find((r) => r.release === number)
  if (!made) throw releaseNotFound(number)
  return made
}

/** Makes an earlier release live again, at once (the draft stays as it is). */
export async function rollbackTo(
  db: Kysely<DB>,
  input: ReleaseTarget & { release: number },
): Promise<TFlowReleases> {
  if (!(await findReleaseState(db, input.unikId, input.flowId))) throw flowNotFound()
  if (!(await releaseExists(db, input, input.release))) throw releaseNotFound(input.release)
  await setReleaseState(db, input, { live_release: input.release })
  return getReleases(db, input)
}

/**
 * Switches explicit releases on or off. On, a flow with no release yet gets its current save released
 * (release 1), so what callers get does not change at the switch; off, every save is live again.
 */
export async function setReleaseExplicitly(
  db: Kysely<DB>,
  input: ReleaseTarget & { userId: string; releaseExplicitly: boolean },
): Promise<TFlowReleases> {
  const state = await findReleaseState(db, input.unikId, input.flowId)
  if (!state) throw flowNotFound()
  if (input.releaseExplicitly && state.live_release === null) await releaseVersion(db, { ...input, note: '' })
  await setReleaseState(db, input, { release_explicitly: input.releaseExplicitly ? 1 : 0 })
  return getReleases(db, input)
}
