import { z } from 'zod'
import { ZQueryDate, ZRun, ZRunStatus, ZRunSummary } from './prediction'

/**
 * Where a run came from: the canvas chat, the prediction API (a key, or a script calling a public flow),
 * an embed (a public flow asked from a web page), the OpenAI-compatible API, MCP, an evaluation, or a
 * replay from the Runs page, a request to a webhook Start, or a Start's schedule.
 */
export const RUN_SOURCE_VALUES = [
  'canvas',
  'api',
  'embed',
  'openai',
  'mcp',
  'evaluation',
  'replay',
  'webhook',
  'schedule',
] as const
export const ZRunSource = z.enum(RUN_SOURCE_VALUES)
export type TRunSource = z.infer<typeof ZRunSource>

export const RUNS_PAGE_SIZE_MAX = 100

/** The Runs page's filters; `release` is a release number or `draft` (runs of the draft). */
export const ZUnikRunQuery = z.object({
  flowId: z.string().min(1).optional(),
  release: z.union([z.literal('draft'), z.coerce.number().int().min(1)]).optional(),
  source: ZRunSource.optional(),
  status: ZRunStatus.optional(),
  /** ISO dates (inclusive); a bare `YYYY-MM-DD` `to` covers that whole day. */
  from: ZQueryDate.optional(),
  to: ZQueryDate.optional(),
  limit: z.coerce.number().int().min(1).max(RUNS_PAGE_SIZE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type TUnikRunQuery = z.input<typeof ZUnikRunQuery>

/** A run of the unik's list: its summary, its flow's name, source, question and tokens. */
export const ZUnikRunItem = ZRunSummary.extend({
  flowName: z.string(),
  /** Null: stored before runs recorded their source. */
  source: ZRunSource.nullable(),
  question: z.string().nullable(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
})
export type TUnikRunItem = z.infer<typeof ZUnikRunItem>

export const ZUnikRunPage = z.object({ runs: z.array(ZUnikRunItem), hasMore: z.boolean() })
export type TUnikRunPage = z.infer<typeof ZUnikRunPage>

/** One run with its node-by-node trace, its question and answer. */
export const ZUnikRunDetail = ZRun.extend({
  flowName: z.string(),
  source: ZRunSource.nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
})
export type TUnikRunDetail = z.infer<typeof ZUnikRunDetail>

export const ZUnikRunParams = z.object({ unikId: z.string(), runId: z.string() })

/** The run's question asked again of its flow's draft: the original answer beside the draft's. */
export const ZRunReplay = z.object({
  question: z.string(),
  original: z.object({ answer: z.string().nullable(), release: z.number().int().nullable() }),
  draft: z.object({
    answer: z.string().nullable(),
    /** The draft's run failed: why. */
    error: z.string().nullable(),
    chatId: z.string(),
  }),
})
export type TRunReplay = z.infer<typeof ZRunReplay>

export const ZRunToDatasetBody = z.object({ datasetId: z.string().min(1) })
export type TRunToDatasetBody = z.infer<typeof ZRunToDatasetBody>
