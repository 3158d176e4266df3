import { performance } from 'node:perf_hooks'
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** Heap growth since the last release that makes a quiet server give memory back (bytes). */
const GROWTH_BYTES = 32 * 1024 * 1024
/**
 * Size of V8's young generation above which a quiet server collects it (bytes). It starts at 1 MB and
 * grows up to 32 MB (two 16 MB halves) under a high allocation rate, e.g. hundreds of streamed answers.
 */
const YOUNG_GENERATION_BYTES = 8 * 1024 * 1024
/** Event-loop utilisation under which an interval counts as quiet. */
const QUIET_UTILISATION = 0.1

/**
 * How far V8 lets the old generation grow past what a full collection found live before the next one.
 * V8 picks up to 4× by itself: under a burst of predictions (20 at a time, each one's short-lived objects
 * promoted while the others run) that took the server from ~70 MB live to 350+ MB of heap, kept until
 * the next full collection. `percent` caps the growth at (1 + percent/100)×, which costs more frequent
 * (concurrent) full collections under load; 0 leaves V8's own choice. Read by V8 at every collection, so
 * setting it at run time takes effect from the next one.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`)
}

/**
 * A compacting full collection, without starting Node with --expose-gc: the flag is set at run time and
 * the function read from a fresh context (the global one was created before the flag). A plain full
 * collection frees objects but leaves the old generation's pages half empty and committed; compaction
 * moves what is live together so V8 can return the emptied pages to the system. Compaction is on for
 * this collection only (V8 decides for the ones it starts itself).
 */
function exposedGc(): (options?: { type: 'minor' }) => void {
  setFlagsFromString('--expose-gc')
  const gc: unknown = runInNewContext('gc')
  if (typeof gc !== 'function') throw new Error('gc is not exposed')
  return (options) => {
    gc(options)
  }
}

function compactingCollection(): () => void {
  const gc = exposedGc()
  return () => {
    setFlagsFromString('--compact-on-every-full-gc')
    try {
      gc()
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc')
    }
  }
}

/**
 * A collection of the young generation only (a scavenge: a few ms for what is live there). V8 shrinks
 * the young generation back to its starting size at a collection that finds the allocation rate low, and
 * at no other time: after a burst a quiet server kept its 32 MB (`new_space` of v8.getHeapSpaceStatistics,
 * resident, as its two halves are used in turn) for as long as nothing collected it.
 */
function youngCollection(): () => void {
  const gc = exposedGc()
  return () => gc({ type: 'minor' })
}

/** The young generation's size now (V8's `new_space`), in bytes. */
function youngGenerationSize(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
}

/** Whether the event loop was nearly idle since the previous call (pings and polls stay under the mark). */
export function quietSinceLastCall(): () => boolean {
  let last = performance.eventLoopUtilization()
  return () => {
    const now = performance.eventLoopUtilization()
    const quiet = performance.eventLoopUtilization(now, last).utilization < QUIET_UTILISATION
    last = now
    return quiet
  }
}

export interface IdleMemoryRelease {
  /** Checks once (the timer's work): collects when the last interval was quiet and the heap grew. */
  check(): boolean
  stop(): void
}

/**
 * Gives memory back after a burst. Under load V8 grows the old generation to a multiple of what is live
 * and only collects it when it is full; a server that then goes quiet allocates nothing, so no collection
 * comes and the process keeps its peak size for as long as it stays quiet. Every `intervalMs` this looks
 * at the last interval: nearly idle event loop and, after the first such interval since start, a heap grown
 * by more than 32 MB since the last release → one compacting full collection (tens of ms, while nobody is waiting), after which V8 returns the
 * emptied pages to the system. Otherwise, in a quiet interval, a young generation grown past 8 MB is
 * collected on its own, which lets V8 shrink it (up to 30 MB of RSS after a burst of streamed answers).
 */
export function releaseMemoryWhenIdle(
  intervalMs: number,
  {
    collect = compactingCollection(),
    collectYoung = youngCollection(),
    heapTotal = () => process.memoryUsage().heapTotal,
    youngSize = youngGenerationSize,
    wasQuiet = quietSinceLastCall(),
  }: {
    collect?: () => void
    collectYoung?: () => void
    heapTotal?: () => number
    youngSize?: () => number
    wasQuiet?: () => boolean
  } = {},
): IdleMemoryRelease {
  // The first quiet interval after start collects whatever the heap: starting (migrations, the catalogue,
  // parsed modules) leaves some 20 MB of garbage on pages no later collection would compact.
  let baseline = Number.NEGATIVE_INFINITY
  const check = () => {
    if (!wasQuiet()) return false
    if (heapTotal() - baseline >= GROWTH_BYTES) {
      collect()
      baseline = heapTotal()
      return true
    }
    // Not in the interval of a full collection: V8 judges the allocation rate of about the last 5 s
    // before a collection, which then may still count the burst, and keeps the young generation's size.
    if (youngSize() <= YOUNG_GENERATION_BYTES) return false
    collectYoung()
    baseline = Math.min(baseline, heapTotal())
    return true
  }
  const timer = setInterval(check, intervalMs)
  timer.unref()
  return { check, stop: () => clearInterval(timer) }
}
