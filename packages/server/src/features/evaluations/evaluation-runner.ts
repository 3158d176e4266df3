import type { TDatasetRow, TEvaluationRowResult } from '@unikflow/graph'
import { finishEvaluation, insertResult, isCancelled } from './evaluations.repository'
import { summarize } from './evaluation-summary'
import { runRow, type RowRun } from './run-row'

interface Running {
  controller: AbortController
  done: Promise<void>
}

/**
 * Evaluations running in this process, by id: cancel aborts one, and the server's close aborts all and
 * waits for them to record how far they got.
 */
export class EvaluationRuns {
  private readonly running = new Map<string, Running>()

  has(id: string): boolean {
    return this.running.has(id)
  }

  start(id: string, work: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController()
    const done = work(controller.signal).finally(() => this.running.delete(id))
    this.running.set(id, { controller, done })
  }

  cancel(id: string): boolean {
    const run = this.running.get(id)
    run?.controller.abort()
    return run !== undefined
  }

  /** Resolves when the evaluation has finished (at once when it does not run here). */
  async settled(id: string): Promise<void> {
    await this.running.get(id)?.done
  }

  async closeAll(): Promise<void> {
    const all = [...this.running.values()]
    for (const run of all) run.controller.abort(new Error('The server is closing'))
    await Promise.allSettled(all.map((r) => r.done))
  }
}

/**
 * Runs the rows with at most `concurrency` at once, storing each result as it comes (the progress),
 * then the summary. A cancelled run stops taking rows, keeps the results it has and is `cancelled`.
 */
export async function runEvaluation(
  evaluationId: string,
  run: Omit<RowRun, 'signal'>,
  rows: readonly TDatasetRow[],
  options: { concurrency: number; signal: AbortSignal },
): Promise<void> {
  const { db } = run.deps
  const results: TEvaluationRowResult[] = []
  let next = 0
  let cancelled = false
  const worker = async () => {
    while (next < rows.length && !options.signal.aborted && !cancelled) {
      // Cancelled through another API server (queue mode): the stored status says so.
      if (await isCancelled(db, evaluationId)) cancelled = true
      if (cancelled) break
      const row = rows[next++]
      if (!row) break
      const result = await runRow({ ...run, signal: options.signal }, row)
      if (options.signal.aborted) break
      results.push(result)
      await insertResult(db, evaluationId, result)
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, rows.length) }, worker))
    results.sort((a, b) => a.sequenceNo - b.sequenceNo)
    await finishEvaluation(db, evaluationId, {
      status: options.signal.aborted || cancelled ? 'cancelled' : 'completed',
      error: null,
      summary: summarize(run.evaluators, results),
    })
  } catch (error) {
    run.log.error({ err: error, evaluationId }, 'evaluation failed')
    await finishEvaluation(db, evaluationId, {
      status: 'error',
      error: error instanceof Error ? error.message : String(error),
      summary: summarize(run.evaluators, results),
    }).catch((e: unknown) => run.log.error({ err: e, evaluationId }, 'evaluation end not stored'))
  }
}
