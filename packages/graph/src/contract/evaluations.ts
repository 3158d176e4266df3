import { z } from 'zod'

/** The flow version a run evaluates: the saved draft, the live release, or release number N. */
export const ZFlowVersionRef = z.union([z.literal('draft'), z.literal('live'), z.number().int().min(1)])
export type TFlowVersionRef = z.infer<typeof ZFlowVersionRef>

/** A catalogue node an evaluator runs (a chat model for the judge, an embeddings node for similarity). */
export const ZEvaluatorNode = z.object({
  nodeName: z.string().min(1).max(100),
  credentialId: z.string().max(100).optional(),
  inputs: z.record(z.string(), z.unknown()).default({}),
})
export type TEvaluatorNode = z.infer<typeof ZEvaluatorNode>

export const TEXT_OPERATORS = ['exact', 'contains', 'notContains', 'regex'] as const
export const NUMERIC_METRICS = ['number', 'length', 'latency', 'tokens', 'cost'] as const

const base = { id: z.string().min(1).max(64), name: z.string().trim().min(1).max(120) }

/**
 * Text checks: `exact` compares with the row's expected output (or `value` when given); `contains`
 * looks for `value` (or the expected output); `notContains` for `value`; `regex` matches `value`.
 */
export const ZTextEvaluator = z.object({
  ...base,
  type: z.literal('text'),
  operator: z.enum(TEXT_OPERATORS),
  value: z.string().max(10_000).default(''),
  caseSensitive: z.boolean().default(false),
})
/** The output parses as JSON; with `schema` (a JSON Schema as text) it must also match it. */
export const ZJsonEvaluator = z.object({
  ...base,
  type: z.literal('json'),
  schema: z.string().max(100_000).default(''),
})
/**
 * A number in [min, max]: the output read as a number, its length in characters, the run's latency in
 * ms, its tokens (input + output), or its estimated cost in USD.
 */
export const ZNumericEvaluator = z.object({
  ...base,
  type: z.literal('numeric'),
  metric: z.enum(NUMERIC_METRICS),
  min: z.number().optional(),
  max: z.number().optional(),
})
/** Cosine similarity of the output's and the expected output's embeddings, at least `threshold`. */
export const ZSimilarityEvaluator = z.object({
  ...base,
  type: z.literal('similarity'),
  embeddings: ZEvaluatorNode,
  threshold: z.number().min(-1).max(1).default(0.8),
})
/** A chat model grades the output against the rubric with a score 0–10 and a reason; passes at `threshold`. */
export const ZJudgeEvaluator = z.object({
  ...base,
  type: z.literal('judge'),
  model: ZEvaluatorNode,
  rubric: z.string().min(1).max(20_000),
  threshold: z.number().min(0).max(10).default(7),
})
/**
 * JavaScript in the sandbox, with `$input`, `$output`, `$expectedOutput`, `$latencyMs`, `$tokens`:
 * returns a boolean, a number 0–1 (passes at 0.5), or `{ pass, score, reason }`.
 */
export const ZCodeEvaluator = z.object({
  ...base,
  type: z.literal('code'),
  code: z.string().min(1).max(100_000),
})

export const ZEvaluator = z.discriminatedUnion('type', [
  ZTextEvaluator,
  ZJsonEvaluator,
  ZNumericEvaluator,
  ZSimilarityEvaluator,
  ZJudgeEvaluator,
  ZCodeEvaluator,
])
export type TEvaluator = z.infer<typeof ZEvaluator>
export type TEvaluatorInput = z.input<typeof ZEvaluator>
export type TEvaluatorType = TEvaluator['type']

export const ZVerdict = z.object({
  evaluatorId: z.string(),
  pass: z.boolean(),
  score: z.number().nullable(),
  reason: z.string(),
})
export type TVerdict = z.infer<typeof ZVerdict>

export const ZEvaluationRowResult = z.object({
  rowId: z.string(),
  sequenceNo: z.number().int(),
  input: z.string(),
  expectedOutput: z.string(),
  output: z.string(),
  error: z.string().nullable(),
  pass: z.boolean(),
  latencyMs: z.number(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
  verdicts: z.array(ZVerdict),
})
export type TEvaluationRowResult = z.infer<typeof ZEvaluationRowResult>

export const ZEvaluatorSummary = z.object({
  evaluatorId: z.string(),
  name: z.string(),
  passRate: z.number(),
  meanScore: z.number().nullable(),
})

export const ZEvaluationSummary = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  errors: z.number().int(),
  passRate: z.number(),
  latencyP50Ms: z.number(),
  latencyP95Ms: z.number(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
  evaluators: z.array(ZEvaluatorSummary),
})
export type TEvaluationSummary = z.infer<typeof ZEvaluationSummary>

export const EVALUATION_STATUS_VALUES = ['running', 'completed', 'cancelled', 'error'] as const
export const ZEvaluationStatus = z.enum(EVALUATION_STATUS_VALUES)
export type TEvaluationStatus = z.infer<typeof ZEvaluationStatus>

export const ZEvaluation = z.object({
  id: z.string(),
  name: z.string(),
  chatflowId: z.string(),
  chatflowName: z.string(),
  version: ZFlowVersionRef,
  datasetId: z.string(),
  datasetName: z.string(),
  evaluators: z.array(ZEvaluator),
  status: ZEvaluationStatus,
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  summary: ZEvaluationSummary.nullable(),
  createdDate: z.string(),
  finishedDate: z.string().nullable(),
})
export type TEvaluation = z.infer<typeof ZEvaluation>

export const ZEvaluationWithResults = ZEvaluation.extend({ results: z.array(ZEvaluationRowResult) })
export type TEvaluationWithResults = z.infer<typeof ZEvaluationWithResults>

/** Rows run at once at most (each row is one flow run, then its evaluators). */
export const EVALUATION_MAX_CONCURRENCY = 8

export const ZEvaluationBody = z.object({
  name: z.string().trim().min(1).max(255),
  chatflowId: z.string().min(1),
  version: ZFlowVersionRef.default('draft'),
  datasetId: z.string().min(1),
  evaluators: z.array(ZEvaluator).min(1).max(30),
  concurrency: z.number().int().min(1).max(EVALUATION_MAX_CONCURRENCY).default(2),
})
export type TEvaluationBody = z.input<typeof ZEvaluationBody>

export const ZEvaluationParams = z.object({ unikId: z.string(), id: z.string() })
export const ZEvaluationCompareQuery = z.object({ a: z.string().min(1), b: z.string().min(1) })

export const COMPARE_CHANGE_VALUES = ['better', 'worse', 'same', 'added', 'removed'] as const

export const ZComparedRow = z.object({
  rowId: z.string(),
  input: z.string(),
  expectedOutput: z.string(),
  a: ZEvaluationRowResult.nullable(),
  b: ZEvaluationRowResult.nullable(),
  /** b against a: passes where a failed (better), fails where a passed (worse), or the same verdict. */
  change: z.enum(COMPARE_CHANGE_VALUES),
  outputChanged: z.boolean(),
})
export type TComparedRow = z.infer<typeof ZComparedRow>

export const ZEvaluationComparison = z.object({
  a: ZEvaluation,
  b: ZEvaluation,
  rows: z.array(ZComparedRow),
  better: z.number().int(),
  worse: z.number().int(),
})
export type TEvaluationComparison = z.infer<typeof ZEvaluationComparison>

/**
 * A flow's release gate: a version is released (while the flow releases explicitly) only when an
 * evaluation of that very version over `datasetId` completed at or above `minPassRate`.
 */
export const ZEvaluationGate = z.object({
  datasetId: z.string().min(1),
  minPassRate: z.number().min(0).max(1),
})
export type TEvaluationGate = z.infer<typeof ZEvaluationGate>
export const ZEvaluationGateParams = z.object({ unikId: z.string(), id: z.string() })
