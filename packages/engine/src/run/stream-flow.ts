import type { TRunEvent } from './events'
import { runFlow, type TRunFlowOptions, type TRunResult } from './run-flow'

export type TFlowStream = AsyncIterable<TRunEvent> & { readonly result: Promise<TRunResult> }

/** `runFlow` as an async iterator of events; the iterator ends after `end`, `result` settles with the run. */
export function streamFlow(options: Omit<TRunFlowOptions, 'onEvent'>): TFlowStream {
  const queue: TRunEvent[] = []
  let wake: (() => void) | undefined
  let finished = false
  const result = runFlow({
    ...options,
    onEvent: (e) => {
      queue.push(e)
      wake?.()
    },
  }).finally(() => {
    finished = true
    wake?.()
  })
  result.catch(() => undefined)
  return {
    result,
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = queue.shift()
        if (next) {
          yield next
          if (next.event === 'end') return
          continue
        }
        if (finished) return
        await new Promise<void>((resolve) => (wake = resolve))
        wake = undefined
      }
    },
  }
}
