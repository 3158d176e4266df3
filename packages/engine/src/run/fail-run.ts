import { errorMessage, RunFailure } from './errors'
import type { TRunEvent } from './events'
import type { TRunTrace } from './trace'

/** A failed run: its error and end events sent, the failure (a `RunFailure`) carrying the trace so far. */
export function failRun(
  e: unknown,
  head: { started: number; trace: TRunTrace; emit: (e: TRunEvent) => void },
): RunFailure {
  head.trace.durationMs = Date.now() - head.started
  head.trace.error = errorMessage(e)
  head.emit({ event: 'error', data: errorMessage(e) })
  head.emit({ event: 'end', data: '[DONE]' })
  const failure = e instanceof RunFailure ? e : new RunFailure('internal', errorMessage(e), { cause: e })
  failure.trace = head.trace
  return failure
}
