import { readFile } from 'node:fs/promises'
import {
  ZEvaluation,
  ZEvaluationWithResults,
  ZEvaluator,
  type TEvaluation,
  type TEvaluator,
  type TFlowVersionRef,
} from '@unikflow/graph'
import { z } from 'zod'

export interface EvalOptions {
  /** The server, e.g. https://flows.example.com */
  url: string
  apiKey: string
  unikId: string
  flowId: string
  datasetId: string
  version: TFlowVersionRef
  minPass: number
  /** A JSON file with the evaluators; without it, those of the latest evaluation of this flow and dataset. */
  evaluatorsFile?: string | undefined
  pollMs?: number
  print?: (line: string) => void
}

/** Exit codes: 0 at or above the bar, 1 below it, 2 when the evaluation could not run. */
export const EVAL_EXIT = { passed: 0, below: 1, failed: 2 } as const

class EvalError extends Error {}

async function call<T>(options: EvalOptions, schema: z.ZodType<T>, path: string, body?: object): Promise<T> {
  const url = `${options.url.replace(/\/+$/, '')}/api/v1/uniks/${encodeURIComponent(options.unikId)}${path}`
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  if (!res.ok) throw new EvalError(`${res.status} from ${path}: ${text.slice(0, 300)}`)
  return schema.parse(JSON.parse(text))
}

async function evaluatorsFor(options: EvalOptions): Promise<TEvaluator[]> {
  if (options.evaluatorsFile) {
    const parsed = z.array(ZEvaluator).safeParse(JSON.parse(await readFile(options.evaluatorsFile, 'utf8')))
    if (!parsed.success) throw new EvalError(`${options.evaluatorsFile} holds no list of evaluators`)
    return parsed.data
  }
  const runs = await call(
    options,
    z.array(ZEvaluation),
    `/evaluations?chatflowId=${encodeURIComponent(options.flowId)}`,
  )
  const latest = runs.find((r) => r.datasetId === options.datasetId)
  if (!latest)
    throw new EvalError(
      'No evaluation of this flow and dataset to take evaluators from: give --evaluators <file>',
    )
  return latest.evaluators
}

async function waitFor(options: EvalOptions, started: TEvaluation) {
  for (;;) {
    const current = await call(options, ZEvaluationWithResults, `/evaluations/${started.id}`)
    if (current.status !== 'running') return current
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000))
  }
}

/**
 * `unikflow eval`: starts an evaluation over the API (an API key of the unik), waits for it and
 * compares its pass rate with `--min-pass`, for CI pipelines.
 */
export async function evalCommand(options: EvalOptions): Promise<number> {
  const print = options.print ?? console.log
  try {
    const evaluators = await evaluatorsFor(options)
    const started = await call(options, ZEvaluation, '/evaluations', {
      name: `CLI ${new Date().toISOString()}`,
      chatflowId: options.flowId,
      datasetId: options.datasetId,
      version: options.version,
      evaluators,
    })
    const done = await waitFor(options, started)
    if (done.status !== 'completed' || !done.summary) {
      print(`Evaluation ${done.id} ended ${done.status}${done.error ? `: ${done.error}` : ''}`)
      return EVAL_EXIT.failed
    }
    const { passRate, passed, total } = done.summary
    const verdict = passRate >= options.minPass ? 'PASS' : 'FAIL'
    print(
      `${verdict}: ${passed}/${total} passed (${(passRate * 100).toFixed(1)}%, bar ${(options.minPass * 100).toFixed(1)}%), evaluation ${done.id}`,
    )
    return passRate >= options.minPass ? EVAL_EXIT.passed : EVAL_EXIT.below
  } catch (error) {
    print(`Evaluation could not run: ${error instanceof Error ? error.message : String(error)}`)
    return EVAL_EXIT.failed
  }
}

/** The flags of `unikflow eval`, with the environment's defaults. */
export function evalOptionsOf(
  values: Record<string, string | boolean | undefined>,
  env: NodeJS.ProcessEnv,
): EvalOptions {
  const text = (name: string) => {
    const v = values[name]
    return typeof v === 'string' ? v : undefined
  }
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new EvalError(`${what} is required`)
    return value
  }
  const minPass = Number(text('min-pass') ?? '1')
  if (!(minPass >= 0 && minPass <= 1)) throw new EvalError('--min-pass is a fraction from 0 to 1 (0.9)')
  const release = text('release')
  const version: TFlowVersionRef =
    release === undefined ? 'draft' : release === 'live' ? 'live' : Number.parseInt(release, 10)
  if (typeof version === 'number' && !(version >= 1)) throw new EvalError('--release is a number or "live"')
  return {
    url: text('url') ?? env.UNIKFLOW_URL ?? `http://127.0.0.1:${env.PORT ?? '3000'}`,
    apiKey: need(text('api-key') ?? env.UNIKFLOW_API_KEY, '--api-key (or UNIKFLOW_API_KEY)'),
    unikId: need(text('unik') ?? env.UNIKFLOW_UNIK_ID, '--unik (or UNIKFLOW_UNIK_ID)'),
    flowId: need(text('flow'), '--flow'),
    datasetId: need(text('dataset'), '--dataset'),
    version,
    minPass,
    evaluatorsFile: text('evaluators'),
  }
}
