import type { Insertable, Kysely, Selectable } from 'kysely'
import {
  DROPPED_OVERRIDES_TRACE_ID,
  ZRunNodeTrace,
  type TRun,
  type TRunSource,
  type TRunSummary,
} from '@unikflow/graph'
import { z } from 'zod'
import type { DB, RunTracesTable } from '../../db/schema'
import { rollUpRuns, type RunRollup } from '../analytics/analytics-rollup.repository'
import { estimateCostNanoUsd } from '../analytics/model-prices'
import { withinTransaction } from '../../db/within-transaction'
import { preparedQuery } from '../../db/prepared-query'
import { powerOfTwoChunks } from '../../db/row-chunks'

/** What the engine's trace says of a node (engine's TNodeTrace). */
interface NodeTiming {
  readonly nodeId: string
  readonly label: string
  readonly name: string
  readonly startMs: number
  readonly endMs: number
  /** Inputs and output as JSON text (the engine serialises them once); stored as `inputs` and `output`. */
  readonly inputsJson?: string
  readonly outputJson?: string
  readonly error?: string
}

/** One model call's tokens (engine's TNodeUsage). */
interface NodeUsage {
  readonly nodeId: string
  readonly model: string
  readonly inputTokens: number
  readonly outputTokens: number
  /** A cache node answered this call (no tokens spent). */
  readonly cached?: boolean
}

export interface NewRunTrace {
  id: string
  chatId: string
  status: TRunSummary['status']
  startedAt: string
  durationMs: number
  nodes: readonly NodeTiming[]
  usage: readonly NodeUsage[]
  error: string | undefined
  /** The release the run ran on (null or left out: the draft, or a flow without releases). */
  release?: number | null
  /** Where the run came from, its question and answer (undefined: the run failed); the Runs page's. */
  source?: TRunSource
  question?: string
  answer?: string | undefined
}

/** How many model calls of each node a cache answered (nodes without hits are absent). */
function cacheHitsByNode(usage: readonly NodeUsage[]): Map<string, number> {
  const hits = new Map<string, number>()
  for (const u of usage) if (u.cached) hits.set(u.nodeId, (hits.get(u.nodeId) ?? 0) + 1)
  return hits
}

/**
 * The stored trace: each node as the logs read it (`ZRunNodeTrace`), with its cache hits, its inputs and
 * output spliced in as the JSON text they already are rather than parsed and serialised again.
 */
function traceText(nodes: readonly NodeTiming[], usage: readonly NodeUsage[]): string {
  const hits = cacheHitsByNode(usage)
  const items = nodes.map(({ inputsJson, outputJson, ...node }) => {
    const cacheHits = hits.get(node.nodeId)
    const timing = cacheHits ? { ...node, cacheHits } : node
    const values = [
      ...(inputsJson === undefined ? [] : [`"inputs":${inputsJson}`]),
      ...(outputJson === undefined ? [] : [`"output":${outputJson}`]),
    ]
    const text = JSON.stringify(timing)
    return values.length === 0 ? text : `${text.slice(0, -1)},${values.join(',')}}`
  })
  return `[${items.join(',')}]`
}

const sum = (items: readonly NodeUsage[], pick: (u: NodeUsage) => number) =>
  items.reduce((total, u) => total + pick(u), 0)

const insertTraceRows = preparedQuery((db, rows: Insertable<RunTracesTable>[]) =>
  db.insertInto('run_traces').values(rows),
)

type Target = { unikId: string; flowId: string }

/** A run's trace as stored, and what its analytics counters add. */
function traceRowOf(
  target: Target,
  run: NewRunTrace,
): { row: Insertable<RunTracesTable>; rollup: RunRollup } {
  const usageOf = (nodeId: string) => run.usage.filter((u) => u.nodeId === nodeId)
  const seen = new Set<string>()
  // A node runs once per run; should a trace ever list one twice, its first entry counts.
  // The trace's note of dropped overrides is no node: the per-node counters skip it.
  const nodes = run.nodes
    .filter((n) => n.nodeId !== DROPPED_OVERRIDES_TRACE_ID)
    .filter((n) => !seen.has(n.nodeId) && Boolean(seen.add(n.nodeId)))
    .map((n) => ({
      nodeId: n.nodeId,
      label: n.label,
      name: n.name,
      durationMs: Math.max(0, Math.round(n.endMs - n.startMs)),
      failed: n.error !== undefined,
      inputTokens: sum(usageOf(n.nodeId), (u) => u.inputTokens),
      outputTokens: sum(usageOf(n.nodeId), (u) => u.outputTokens),
    }))
  const totals = {
    inputTokens: sum(run.usage, (u) => u.inputTokens),
    outputTokens: sum(run.usage, (u) => u.outputTokens),
    costNanoUsd: sum(run.usage, (u) => estimateCostNanoUsd(u.model, u.inputTokens, u.outputTokens)),
  }
  return {
    row: {
      id: run.id,
      unik_id: target.unikId,
      chatflow_id: target.flowId,
      chat_id: run.chatId,
      status: run.status,
      started_at: run.startedAt,
      duration_ms: Math.round(run.durationMs),
      trace: traceText(run.nodes, run.usage),
      error: run.error ?? null,
      release: run.release ?? null,
      source: run.source ?? null,
      question: run.question ?? null,
      answer: run.answer ?? null,
      input_tokens: totals.inputTokens,
      output_tokens: totals.outputTokens,
      cost_nano_usd: totals.costNanoUsd,
    },
    rollup: {
      startedAt: run.startedAt,
      durationMs: run.durationMs,
      failed: run.status !== 'success',
      ...totals,
      nodes,
    },
  }
}

/**
 * Runs' traces, their tokens and estimated cost, and the analytics counters (per flow and per node), in
 * one transaction (the caller's, when given one): one insert for all the traces, the counters added up
 * first (`rollUpRuns`). `run_nodes` is no longer written: the analytics page reads the counters, the logs
 * dialog the trace, and the table only fed the counters' backfill (migration 0015-analytics-rollup).
 */
export async function insertRunTraces(
  db: Kysely<DB>,
  runs: readonly { target: Target; run: NewRunTrace }[],
): Promise<void> {
  if (runs.length === 0) return
  const stored = runs.map(({ target, run }) => ({ target, ...traceRowOf(target, run) }))
  await withinTransaction(db, async (trx) => {
    for (const rows of powerOfTwoChunks(stored.map((s) => s.row))) await insertTraceRows(trx, rows)
    await rollUpRuns(
      trx,
      stored.map((s) => ({ target: s.target, run: s.rollup })),
    )
  })
}

type SummaryRow = Omit<
  Selectable<RunTracesTable>,
  'trace' | 'unik_id' | 'input_tokens' | 'output_tokens' | 'cost_nano_usd' | 'source' | 'question' | 'answer'
>

const toSummary = (row: SummaryRow): TRunSummary => ({
  id: row.id,
  chatflowId: row.chatflow_id,
  chatId: row.chat_id,
  status: row.status,
  startedAt: row.started_at,
  durationMs: row.duration_ms,
  error: row.error,
  release: row.release ?? null,
})

const summaryColumns = [
  'id',
  'chatflow_id',
  'chat_id',
  'status',
  'started_at',
  'duration_ms',
  'error',
  'release',
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
