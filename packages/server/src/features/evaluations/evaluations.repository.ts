import { createHash } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { z } from 'zod'
import {
  ZEvaluationSummary,
  ZEvaluator,
  ZVerdict,
  type TEvaluation,
  type TEvaluationRowResult,
  type TEvaluator,
  type TFlowVersionRef,
} from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import type { EvaluationResultsTable, EvaluationsTable } from '../../db/schema-evaluations'
import { timeOrderedId } from '../../db/time-ordered-id'

type Target = { unikId: string }
type EvaluationRow = Selectable<EvaluationsTable> & { chatflow_name: string; dataset_name: string }

const ZEvaluators = z.array(ZEvaluator).catch([])
const ZVerdicts = z.array(ZVerdict).catch([])

export const versionText = (v: TFlowVersionRef): string => String(v)
export function versionOf(text: string): TFlowVersionRef {
  if (text === 'draft' || text === 'live') return text
  const n = Number(text)
  return Number.isInteger(n) && n >= 1 ? n : 'draft'
}

const toEvaluation = (row: EvaluationRow): TEvaluation => ({
  id: row.id,
  name: row.name,
  chatflowId: row.chatflow_id,
  chatflowName: row.chatflow_name,
  version: versionOf(row.version),
  datasetId: row.dataset_id,
  datasetName: row.dataset_name,
  evaluators: ZEvaluators.parse(JSON.parse(row.evaluators)),
  status: row.status,
  total: row.total,
  done: row.done,
  error: row.error,
  summary: row.summary ? ZEvaluationSummary.nullable().catch(null).parse(JSON.parse(row.summary)) : null,
  createdDate: row.created_at,
  finishedDate: row.finished_at,
})

const toResult = (row: Selectable<EvaluationResultsTable>): TEvaluationRowResult => ({
  rowId: row.row_id,
  sequenceNo: row.sequence_no,
  input: row.input,
  expectedOutput: row.expected_output,
  output: row.output,
  error: row.error,
  pass: row.pass === 1,
  latencyMs: row.latency_ms,
  inputTokens: row.input_tokens,
  outputTokens: row.output_tokens,
  costUsd: Number(row.cost_usd),
  verdicts: ZVerdicts.parse(JSON.parse(row.verdicts)),
})

function selectEvaluations(db: Kysely<DB>, target: Target) {
  return db
    .selectFrom('evaluations as e')
    .innerJoin('chat_flows as f', 'f.id', 'e.chatflow_id')
    .innerJoin('datasets as d', 'd.id', 'e.dataset_id')
    .selectAll('e')
    .select(['f.name as chatflow_name', 'd.name as dataset_name'])
    .where('e.unik_id', '=', target.unikId)
}

export async function listEvaluations(
  db: Kysely<DB>,
  target: Target,
  filter: { chatflowId?: string | undefined },
): Promise<TEvaluation[]> {
  let query = selectEvaluations(db, target)
  if (filter.chatflowId) query = query.where('e.chatflow_id', '=', filter.chatflowId)
  const rows = await query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').execute()
  return rows.map(toEvaluation)
}

export async function findEvaluation(db: Kysely<DB>, target: Target, id: string) {
  const row = await selectEvaluations(db, target).where('e.id', '=', id).executeTakeFirst()
  return row && toEvaluation(row)
}

export async function listResults(db: Kysely<DB>, evaluationId: string): Promise<TEvaluationRowResult[]> {
  const rows = await db
    .selectFrom('evaluation_results')
    .selectAll()
    .where('evaluation_id', '=', evaluationId)
    .orderBy('sequence_no')
    .execute()
  return rows.map(toResult)
}

/** How an evaluation names the graph it ran: the SHA-256 of its flowData text. */
export const flowHashOf = (flowData: string): string => createHash('sha256').update(flowData).digest('hex')

export async function insertEvaluation(
  db: Kysely<DB>,
  target: Target,
  fields: {
    name: string
    chatflowId: string
    datasetId: string
    version: TFlowVersionRef
    evaluators: readonly TEvaluator[]
    total: number
    flowData: string
  },
): Promise<string> {
  const id = timeOrderedId()
  await db
    .insertInto('evaluations')
    .values({
      id,
      unik_id: target.unikId,
      chatflow_id: fields.chatflowId,
      dataset_id: fields.datasetId,
      name: fields.name,
      version: versionText(fields.version),
      evaluators: JSON.stringify(fields.evaluators),
      flow_hash: flowHashOf(fields.flowData),
      status: 'running',
      total: fields.total,
      done: 0,
      error: null,
      summary: null,
      created_at: nowIso(),
      finished_at: null,
    })
    .execute()
  return id
}

/** One row's result, and the run's progress counted from the stored results. */
export async function insertResult(db: Kysely<DB>, evaluationId: string, r: TEvaluationRowResult) {
  await db
    .insertInto('evaluation_results')
    .values({
      evaluation_id: evaluationId,
      row_id: r.rowId,
      sequence_no: r.sequenceNo,
      input: r.input,
      expected_output: r.expectedOutput,
      output: r.output,
      error: r.error,
      pass: r.pass ? 1 : 0,
      latency_ms: Math.round(r.latencyMs),
      input_tokens: r.inputTokens,
      output_tokens: r.outputTokens,
      cost_usd: r.costUsd,
      verdicts: JSON.stringify(r.verdicts),
    })
    .execute()
  await db
    .updateTable('evaluations')
    .set((eb) => ({ done: eb('done', '+', 1) }))
    .where('id', '=', evaluationId)
    .execute()
}

export async function finishEvaluation(
  db: Kysely<DB>,
  id: string,
  end: { status: TEvaluation['status']; error: string | null; summary: unknown },
) {
  await db
    .updateTable('evaluations')
    .set({
      status: end.status,
      error: end.error,
      summary: JSON.stringify(end.summary),
      finished_at: nowIso(),
    })
    .where('id', '=', id)
    .execute()
}

export async function deleteEvaluation(db: Kysely<DB>, target: Target, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('evaluations')
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function isCancelled(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom('evaluations').select('status').where('id', '=', id).executeTakeFirst()
  return row?.status === 'cancelled'
}

/** Marks a running evaluation cancelled; false when it is not running. */
export async function markCancelled(db: Kysely<DB>, target: Target, id: string): Promise<boolean> {
  const result = await db
    .updateTable('evaluations')
    .set({ status: 'cancelled' })
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
