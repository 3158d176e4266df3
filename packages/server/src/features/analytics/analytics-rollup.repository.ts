import type { Insertable, Kysely, Transaction } from 'kysely'
import type { TChatRole } from '@unikflow/graph'
import type { AnalyticsChatDaysTable, AnalyticsDailyTable, AnalyticsLatencyTable, DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'
import { powerOfTwoChunks } from '../../db/row-chunks'

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

/** Chats new to their day (the primary key refuses the others): the days' new sessions. */
const insertChatDays = preparedQuery((db, rows: Insertable<AnalyticsChatDaysTable>[]) =>
  db
    .insertInto('analytics_chat_days')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(['chatflow_id', 'day']),
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

/** Adds runs' and their nodes' durations to their histogram buckets, tokens and errors to their counters. */
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

/** Adds `counts` to the counters of the same names in `row` (absent ones start at 0). */
function addCounts<K extends string>(
  row: { [C in NoInfer<K>]?: number | undefined },
  counts: Record<K, number>,
) {
  for (const name in counts) row[name] = (row[name] ?? 0) + counts[name]
}

/** The entry of `key` in `map`, made by `create` the first time. */
function entryOf<V>(map: Map<string, V>, key: string, create: () => NoInfer<V>): V {
  let entry = map.get(key)
  if (!entry) map.set(key, (entry = create()))
  return entry
}

/**
 * Stored messages count toward their flow's day, and their chats toward the day's sessions. Many turns
 * at once (the messages of the runs stored together) are added up first: one insert of their chats and
 * one addition per flow and day.
 */
export async function rollUpMessages(
  db: Db,
  turns: readonly {
    target: Target
    messages: readonly { chatId: string; role: TChatRole; createdAt: string }[]
  }[],
): Promise<void> {
  const days = new Map<string, Insertable<AnalyticsDailyTable> & { chats: Set<string>; sessions: number }>()
  for (const { target, messages } of turns)
    for (const m of messages) {
      const day = dayOf(m.createdAt)
      const entry = entryOf(days, `${target.flowId}\u0000${day}`, () => ({
        chatflow_id: target.flowId,
        day,
        unik_id: target.unikId,
        sessions: 0,
        chats: new Set<string>(),
      }))
      addCounts(entry, { messages: 1, questions: m.role === 'userMessage' ? 1 : 0 })
      entry.chats.add(m.chatId)
    }
  if (days.size === 0) return
  // Chats new to the day (the primary key refuses the others) count as its sessions.
  const chats = [...days.values()].flatMap((d) =>
    [...d.chats].map((chatId) => ({
      chatflow_id: d.chatflow_id,
      day: d.day,
      chat_id: chatId,
      unik_id: d.unik_id,
    })),
  )
  for (const rows of powerOfTwoChunks(chats))
    for (const fresh of await insertChatDays(db, rows)) {
      const entry = days.get(`${fresh.chatflow_id}\u0000${fresh.day}`)
      if (entry) entry.sessions += 1
    }
  for (const { chats: _chats, ...row } of days.values()) await addToDay(db, row)
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

/**
 * Stored runs count toward their flow's day, and their durations and each node's toward the histograms.
 * Many runs at once (the runs stored together) are added up first: one addition per flow and day, and one
 * upsert of all the histogram rows they touch.
 */
export async function rollUpRuns(db: Db, runs: readonly { target: Target; run: RunRollup }[]): Promise<void> {
  const days = new Map<string, Insertable<AnalyticsDailyTable>>()
  const buckets = new Map<string, Insertable<AnalyticsLatencyTable>>()
  for (const { target, run } of runs) {
    const day = dayOf(run.startedAt)
    const daily = entryOf(days, `${target.flowId}\u0000${day}`, () => ({
      chatflow_id: target.flowId,
      day,
      unik_id: target.unikId,
    }))
    addCounts(daily, {
      runs: 1,
      errors: run.failed ? 1 : 0,
      input_tokens: run.inputTokens,
      output_tokens: run.outputTokens,
      cost_nano_usd: run.costNanoUsd,
    })
    const rows = [
      {
        nodeId: '',
        label: '',
        name: '',
        durationMs: run.durationMs,
        failed: run.failed,
        inputTokens: run.inputTokens,
        outputTokens: run.outputTokens,
      },
      ...run.nodes,
    ]
    for (const row of rows) {
      const bucket = latencyBucket(row.durationMs)
      const entry = entryOf(
        buckets,
        `${target.flowId}\u0000${row.nodeId}\u0000${day}\u0000${bucket}`,
        () => ({
          chatflow_id: target.flowId,
          node_id: row.nodeId,
          day,
          bucket,
          unik_id: target.unikId,
          label: row.label,
          node_name: row.name,
          n: 0,
          errors: 0,
          input_tokens: 0,
          output_tokens: 0,
        }),
      )
      addCounts(entry, {
        n: 1,
        errors: row.failed ? 1 : 0,
        input_tokens: row.inputTokens,
        output_tokens: row.outputTokens,
      })
      // A renamed node shows its latest name.
      entry.label = row.label
      entry.node_name = row.name
    }
  }
  for (const row of days.values()) await addToDay(db, row)
  // One statement for every bucket: their keys differ (added up above), which PostgreSQL needs of the
  // rows of one upsert.
  for (const rows of powerOfTwoChunks([...buckets.values()])) await addToLatency(db, rows)
}
