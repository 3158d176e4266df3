import type { Insertable, Kysely, Transaction } from 'kysely'
import type { TChatRole } from '@unikflow/graph'
import type { AnalyticsChatDaysTable, AnalyticsDailyTable, AnalyticsLatencyTable, DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'

type Db = Kysely<DB> | Transaction<DB>
type Target = { unikId: string; flowId: string }

/**
 * Histogram steps of a decade (the first two digits of a duration): about 12 % apart, so a percentile
 * read from the buckets is at most 11 % low while a histogram keeps ~21 rows a decade.
 */
export const LATENCY_STEPS = [
  10, 11, 12, 13, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 71, 80, 89,
]

/**
 * The histogram bucket of a duration: exact below 10 ms, else the greatest step (times its decade) at or
 * below it. Migration 0015-analytics-rollup computes the same in SQL for the rows stored before it.
 */
export function latencyBucket(ms: number): number {
  const value = Math.max(0, Math.round(ms))
  if (value < 10) return value
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1)
  const leading = Math.floor(value / scale)
  const step = LATENCY_STEPS.findLast((s) => s <= leading) ?? 10
  return step * scale
}

const dayOf = (iso: string) => iso.slice(0, 10)

/** Chats new to their day (the primary key refuses the others): the day's new sessions. */
const insertChatDays = preparedQuery((db, rows: Insertable<AnalyticsChatDaysTable>[]) =>
  db
    .insertInto('analytics_chat_days')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('chat_id'),
)

const DAILY_COUNTERS = [
  'messages',
  'questions',
  'sessions',
  'runs',
  'errors',
  'input_tokens',
  'output_tokens',
  'cost_nano_usd',
] as const

/** Adds the counters given (messages or runs) to the flow's day, creating the day's row. */
const addToDay = preparedQuery((db, row: Insertable<AnalyticsDailyTable>) =>
  db
    .insertInto('analytics_daily')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['chatflow_id', 'day'])
        .doUpdateSet((eb) =>
          Object.fromEntries(
            DAILY_COUNTERS.filter((c) => c in row).map((c) => [
              c,
              eb(`analytics_daily.${c}`, '+', eb.ref(`excluded.${c}`)),
            ]),
          ),
        ),
    ),
)

/** Adds a run's and its nodes' durations to their histogram buckets, tokens and errors to their counters. */
const addToLatency = preparedQuery((db, rows: Insertable<AnalyticsLatencyTable>[]) =>
  db
    .insertInto('analytics_latency')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['chatflow_id', 'node_id', 'day', 'bucket']).doUpdateSet((eb) => ({
        n: eb('analytics_latency.n', '+', eb.ref('excluded.n')),
        errors: eb('analytics_latency.errors', '+', eb.ref('excluded.errors')),
        input_tokens: eb('analytics_latency.input_tokens', '+', eb.ref('excluded.input_tokens')),
        output_tokens: eb('analytics_latency.output_tokens', '+', eb.ref('excluded.output_tokens')),
        label: eb.ref('excluded.label'),
        node_name: eb.ref('excluded.node_name'),
      })),
    ),
)

/** Stored messages count toward their flow's day, and their chats toward the day's sessions. */
export async function rollUpMessages(
  db: Db,
  target: Target,
  messages: readonly { chatId: string; role: TChatRole; createdAt: string }[],
): Promise<void> {
  const days = new Map<string, { messages: number; questions: number; chats: Set<string> }>()
  for (const m of messages) {
    const day = dayOf(m.createdAt)
    const entry = days.get(day) ?? { messages: 0, questions: 0, chats: new Set<string>() }
    entry.messages += 1
    if (m.role === 'userMessage') entry.questions += 1
    entry.chats.add(m.chatId)
    days.set(day, entry)
  }
  for (const [day, entry] of days) {
    // Chats new to the day (the primary key refuses the others) count as its sessions.
    const fresh = await insertChatDays(
      db,
      [...entry.chats].map((chatId) => ({
        chatflow_id: target.flowId,
        day,
        chat_id: chatId,
        unik_id: target.unikId,
      })),
    )
    await addToDay(db, {
      chatflow_id: target.flowId,
      day,
      unik_id: target.unikId,
      messages: entry.messages,
      questions: entry.questions,
      sessions: fresh.length,
    })
  }
}

export interface RunRollup {
  startedAt: string
  durationMs: number
  failed: boolean
  inputTokens: number
  outputTokens: number
  costNanoUsd: number
  nodes: readonly {
    nodeId: string
    label: string
    name: string
    durationMs: number
    failed: boolean
    inputTokens: number
    outputTokens: number
  }[]
}

/** A stored run counts toward its flow's day, and its duration and each node's toward the histograms. */
export async function rollUpRun(db: Db, target: Target, run: RunRollup): Promise<void> {
  const day = dayOf(run.startedAt)
  await addToDay(db, {
    chatflow_id: target.flowId,
    day,
    unik_id: target.unikId,
    runs: 1,
    errors: run.failed ? 1 : 0,
    input_tokens: run.inputTokens,
    output_tokens: run.outputTokens,
    cost_nano_usd: run.costNanoUsd,
  })
  const rows = [
    {
      node_id: '',
      label: '',
      node_name: '',
      durationMs: run.durationMs,
      failed: run.failed,
      inputTokens: run.inputTokens,
      outputTokens: run.outputTokens,
    },
    ...run.nodes.map((n) => ({ ...n, node_id: n.nodeId, node_name: n.name })),
  ]
  // One statement for the run and all its nodes: their node ids differ (insertRunTrace keeps a node's
  // first entry), which PostgreSQL needs of the rows of one upsert.
  await addToLatency(
    db,
    rows.map((row) => ({
      chatflow_id: target.flowId,
      node_id: row.node_id,
      day,
      bucket: latencyBucket(row.durationMs),
      unik_id: target.unikId,
      label: row.label,
      node_name: row.node_name,
      n: 1,
      errors: row.failed ? 1 : 0,
      input_tokens: row.inputTokens,
      output_tokens: row.outputTokens,
    })),
  )
}
