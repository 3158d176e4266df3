import type { Kysely } from 'kysely'
import {
  ZRunNodeTrace,
  ZRunSource,
  type TUnikRunDetail,
  type TUnikRunItem,
  type TRunSource,
  type TUnikRunPage,
} from '@unikflow/graph'
import { z } from 'zod'
import type { DB } from '../../db/schema'

type Target = { unikId: string }

/** The list's filters, dates as ISO instants (inclusive). */
export interface RunFilter {
  flowId?: string | undefined
  /** A release number, or `draft` (runs of the draft, or of flows without releases). */
  release?: number | 'draft' | undefined
  source?: TRunSource | undefined
  status?: TUnikRunItem['status'] | undefined
  from?: string | undefined
  to?: string | undefined
}

/** How much of the question the list shows. */
const QUESTION_PREVIEW = 200

/** The unik's runs joined with their flow's name (a run's flow is always of its unik). */
function runsOf(db: Kysely<DB>, target: Target) {
  return db
    .selectFrom('run_traces as r')
    .innerJoin('chat_flows as f', (join) =>
      join.onRef('f.id', '=', 'r.chatflow_id').onRef('f.unik_id', '=', 'r.unik_id'),
    )
    .select([
      'r.id',
      'r.chatflow_id',
      'r.chat_id',
      'r.status',
      'r.started_at',
      'r.duration_ms',
      'r.error',
      'r.release',
      'r.source',
      'r.input_tokens',
      'r.output_tokens',
      'f.name as flow_name',
    ])
    .where('r.unik_id', '=', target.unikId)
}

const sourceOf = (value: string | null | undefined) => {
  const parsed = ZRunSource.safeParse(value)
  return parsed.success ? parsed.data : null
}

type ItemRow = {
  id: string
  chatflow_id: string
  chat_id: string
  status: TUnikRunItem['status']
  started_at: string
  duration_ms: number
  error: string | null
  release?: number | null | undefined
  source?: string | null | undefined
  question?: string | null | undefined
  input_tokens: number
  output_tokens: number
  flow_name: string
}

const toItem = (row: ItemRow): TUnikRunItem => ({
  id: row.id,
  chatflowId: row.chatflow_id,
  flowName: row.flow_name,
  chatId: row.chat_id,
  status: row.status,
  startedAt: row.started_at,
  durationMs: row.duration_ms,
  error: row.error,
  release: row.release ?? null,
  source: sourceOf(row.source),
  question: row.question ?? null,
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
})

/**
 * One page of the unik's runs, newest first, in one statement (flow names joined in; one row more than
 * the page tells whether another page follows).
 */
export async function listUnikRuns(
  db: Kysely<DB>,
  target: Target,
  filter: RunFilter,
  page: { limit: number; offset: number },
): Promise<TUnikRunPage> {
  let query = runsOf(db, target).select((eb) =>
    eb.fn<string | null>('substr', ['r.question', eb.val(1), eb.val(QUESTION_PREVIEW)]).as('question'),
  )
  if (filter.flowId) query = query.where('r.chatflow_id', '=', filter.flowId)
  if (filter.release === 'draft') query = query.where('r.release', 'is', null)
  else if (filter.release !== undefined) query = query.where('r.release', '=', filter.release)
  if (filter.source) query = query.where('r.source', '=', filter.source)
  if (filter.status) query = query.where('r.status', '=', filter.status)
  if (filter.from) query = query.where('r.started_at', '>=', filter.from)
  if (filter.to) query = query.where('r.started_at', '<=', filter.to)
  const rows = await query
    .orderBy('r.started_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute()
  return { runs: rows.slice(0, page.limit).map(toItem), hasMore: rows.length > page.limit }
}

const ZStoredNodes = z.array(ZRunNodeTrace)

/** One run of the unik with its trace, question and answer. */
export async function findUnikRun(
  db: Kysely<DB>,
  target: Target,
  runId: string,
): Promise<TUnikRunDetail | undefined> {
  const row = await runsOf(db, target)
    .select(['r.trace', 'r.question', 'r.answer'])
    .where('r.id', '=', runId)
    .executeTakeFirst()
  if (!row) return undefined
  const nodes = ZStoredNodes.safeParse(JSON.parse(row.trace))
  return {
    ...toItem(row),
    question: row.question ?? null,
    answer: row.answer ?? null,
    nodes: nodes.success ? nodes.data : [],
  }
}
