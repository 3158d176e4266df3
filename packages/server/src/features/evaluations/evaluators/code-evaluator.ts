import type { TEvaluator } from '@unikflow/graph'
import type { EngineModule } from '../../prediction/load-engine'
import { verdict, type RunOutcome, type Verdict } from './evaluator-types'

type Sandbox = { timeoutMs?: number | undefined; memoryLimitBytes?: number | undefined } | undefined

/** What the code returned: a boolean, a score 0–1 (passes at 0.5), or `{ pass, score, reason }`. */
export function verdictOfResult(result: unknown): Verdict {
  if (typeof result === 'boolean') return verdict(result, result ? 1 : 0, result ? 'Passed' : 'Failed')
  if (typeof result === 'number' && Number.isFinite(result))
    return verdict(result >= 0.5, result, `Score ${result}`)
  if (result && typeof result === 'object' && 'pass' in result) {
    const score = 'score' in result && typeof result.score === 'number' ? result.score : null
    const reason = 'reason' in result && typeof result.reason === 'string' ? result.reason : ''
    return verdict(result.pass === true, score, reason)
  }
  return verdict(false, null, 'The code returned no boolean, number or { pass }')
}

/**
 * Custom JavaScript in the QuickJS sandbox (no network): `$input`, `$output`, `$expectedOutput`,
 * `$latencyMs`, `$tokens`, `$costUsd` as inputs. A throwing or timed-out function fails the row.
 */
export async function codeVerdict(
  engine: EngineModule,
  e: Extract<TEvaluator, { type: 'code' }>,
  run: RunOutcome,
  sandbox: Sandbox,
): Promise<Verdict> {
  try {
    const result = await engine.runUserCode(e.code, {
      inputs: {
        input: run.input,
        output: run.output,
        expectedOutput: run.expectedOutput,
        latencyMs: run.latencyMs,
        tokens: run.tokens,
        costUsd: run.costUsd,
      },
      timeoutMs: sandbox?.timeoutMs ?? 10_000,
      memoryLimitBytes: sandbox?.memoryLimitBytes,
    })
    return verdictOfResult(result)
  } catch (error) {
    return verdict(false, null, `The code failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
