import type { Kysely } from 'kysely'
import { ZEvaluationSummary, type TEvaluationGate } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors/app-error'
import { chatflowExists } from '../chatflows/chatflows.repository'
import { findDataset } from '../datasets/datasets.repository'
import { flowHashOf } from './evaluations.repository'

type Target = { unikId: string; flowId: string }

export async function findGate(db: Kysely<DB>, target: Target): Promise<TEvaluationGate | null> {
  const row = await db
    .selectFrom('evaluation_gates')
    .select(['dataset_id', 'min_pass_rate'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .executeTakeFirst()
  return row ? { datasetId: row.dataset_id, minPassRate: Number(row.min_pass_rate) } : null
}

export async function setGate(db: Kysely<DB>, target: Target, gate: TEvaluationGate | null) {
  if (!(await chatflowExists(db, target.unikId, target.flowId))) throw new NotFoundError('Chatflow not found')
  if (gate && !(await findDataset(db, target, gate.datasetId))) throw new NotFoundError('Dataset not found')
  await db.deleteFrom('evaluation_gates').where('chatflow_id', '=', target.flowId).execute()
  if (gate)
    await db
      .insertInto('evaluation_gates')
      .values({
        chatflow_id: target.flowId,
        unik_id: target.unikId,
        dataset_id: gate.datasetId,
        min_pass_rate: gate.minPassRate,
        updated_at: nowIso(),
      })
      .execute()
  return findGate(db, target)
}

/** The best pass rate of the completed evaluations of this graph over the dataset (null: none). */
async function bestPassRate(db: Kysely<DB>, target: Target, datasetId: string, flowData: string) {
  const rows = await db
    .selectFrom('evaluations')
    .select('summary')
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('dataset_id', '=', datasetId)
    .where('flow_hash', '=', flowHashOf(flowData))
    .where('status', '=', 'completed')
    .execute()
  const rates = rows.flatMap((r) => {
    const summary = ZEvaluationSummary.safeParse(JSON.parse(r.summary ?? 'null'))
    return summary.success ? [summary.data.passRate] : []
  })
  return rates.length ? Math.max(...rates) : null
}

/**
 * Before a saved version goes live as a release: with a gate on the flow, an evaluation of that very
 * graph over the gate's dataset must have completed at or above the gate's pass rate (409 otherwise).
 */
export async function checkReleaseGate(db: Kysely<DB>, target: Target, versionId: string): Promise<void> {
  const gate = await findGate(db, target)
  if (!gate) return
  const version = await db
    .selectFrom('flow_versions')
    .select('flow_data')
    .where('unik_id', '=', target.unikId)
    .where('id', '=', versionId)
    .executeTakeFirst()
  const best = version ? await bestPassRate(db, target, gate.datasetId, version.flow_data) : null
  const bar = `${Math.round(gate.minPassRate * 1000) / 10}%`
  if (best === null)
    throw new ConflictError(
      `This version needs an evaluation over the gate's dataset at ${bar} or more before release`,
    )
  if (best < gate.minPassRate)
    throw new ConflictError(
      `This version's best evaluation passed ${Math.round(best * 1000) / 10}%, below the release gate's ${bar}`,
    )
}
