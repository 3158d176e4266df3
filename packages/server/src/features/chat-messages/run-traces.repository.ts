import type { Kysely, Selectable } from 'kysely'
import { ZRunNodeTrace, type TRun, type TRunSummary } from '@unikflow/graph'
import { z } from 'zod'
import type { DB, RunTracesTable } from '../../db/schema'

export interface NewRunTrace {
  id: string
  chatId: string
  status: TRunSummary['status']
  startedAt: string
  durationMs: number
  nodes: readonly unknown[]
  error: string | undefined
}

export async function insertRunTrace(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  run: NewRunTrace,
): Promise<void> {
  await db
    .insertInto('run_traces')
    .values({
      id: run.id,
      unik_id: target.unikId,
      chatflow_id: target.flowId,
      chat_id: run.chatId,
      status: run.status,
      started_at: run.startedAt,
      duration_ms: Math.round(run.durationMs),
      trace: JSON.stringify(run.nodes),
      error: run.error ?? null,
    })
    .execute()
}

type SummaryRow = Omit<Selectable<RunTracesTable>, 'trace' | 'unik_id'>

const toSummary = (row: SummaryRow): TRunSummary => ({
  id: row.id,
  chatflowId: row.chatflow_id,
  chatId: row.chat_id,
  status: row.status,
  startedAt: row.started_at,
  durationMs: row.duration_ms,
  error: row.error,
})

const summaryColumns = [
  'id',
  'chatflow_id',
  'chat_id',
  'status',
  'started_at',
  'duration_ms',
  'error',
] as const

export async function listRunTraces(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  limit: number,
): Promise<TRunSummary[]> {
  const rows = await db
    .selectFrom('run_traces')
    .select(summaryColumns)
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .orderBy('started_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toSummary)
}

const ZStoredNodes = z.array(ZRunNodeTrace)

export async function findRunTrace(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  runId: string,
): Promise<TRun | undefined> {
  const row = await db
    .selectFrom('run_traces')
    .select([...summaryColumns, 'trace'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('id', '=', runId)
    .executeTakeFirst()
  if (!row) return undefined
  const nodes = ZStoredNodes.safeParse(JSON.parse(row.trace))
  return { ...toSummary(row), nodes: nodes.success ? nodes.data : [] }
}
