import type { Kysely } from 'kysely'
import type { TReleaseSelector } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'
import { NotFoundError } from '../../errors/app-error'

export interface ResolvedFlowVersion {
  /** JSON text of the graph to run. */
  flowData: string
  /** The release it is (null: the draft, or the save of a flow that does not release explicitly). */
  release: number | null
}

/** What of a flow's row decides which graph a selector means. */
export interface FlowReleaseState {
  flow_data: string
  release_explicitly: number
  live_release: number | null
}

const selectReleaseData = preparedQuery(
  (db, target: { unikId: string; flowId: string; release: number }) =>
    db
      .selectFrom('flow_versions')
      .select('flow_data')
      .where('unik_id', '=', target.unikId)
      .where('chatflow_id', '=', target.flowId)
      .where('release', '=', target.release),
  { cachedWhileUnchanged: ['flow_versions'] },
)

const selectFlowState = preparedQuery(
  (db, target: { unikId: string; flowId: string }) =>
    db
      .selectFrom('chat_flows')
      .select(['flow_data', 'release_explicitly', 'live_release'])
      .where('unik_id', '=', target.unikId)
      .where('id', '=', target.flowId),
  { cachedWhileUnchanged: ['chat_flows'] },
)

export const releaseNotFound = (release: number) =>
  new NotFoundError(`Release ${release} of this flow does not exist`)

/** The release number a selector means for this flow, or null for the saved graph itself. */
export function releaseOf(flow: FlowReleaseState, selector: TReleaseSelector): number | null {
  if (selector === 'draft') return null
  if (selector === 'live') return flow.release_explicitly === 1 ? flow.live_release : null
  return selector
}

/** The graph of a flow row (already read) for a selector: its own flow_data, or a release's. */
export async function resolveFromState(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  flow: FlowReleaseState,
  selector: TReleaseSelector,
): Promise<ResolvedFlowVersion> {
  const release = releaseOf(flow, selector)
  if (release === null) return { flowData: flow.flow_data, release: null }
  const [row] = await selectReleaseData(db, { unikId: target.unikId, flowId: target.flowId, release })
  if (!row) throw releaseNotFound(release)
  return { flowData: row.flow_data, release }
}

/**
 * The graph to run for a flow of a unik and a selector ('draft' | 'live' | a release number), and the
 * release it is. A flow or a release that is not there (or is another unik's) is a NotFoundError.
 */
export async function resolveFlowVersion(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  selector: TReleaseSelector,
): Promise<ResolvedFlowVersion> {
  const [flow] = await selectFlowState(db, { unikId: target.unikId, flowId: target.flowId })
  if (!flow) throw new NotFoundError('Chatflow not found')
  return resolveFromState(db, target, flow, selector)
}
