import type { TRun } from '@unikflow/graph'

export interface TimelineRow {
  nodeId: string
  label: string
  name: string
  /** Milliseconds from the run's first node start. */
  offsetMs: number
  durationMs: number
  /** Bar position and width as percentages of the whole span (a zero-length node still shows). */
  leftPct: number
  widthPct: number
  error?: string
  /** Model calls of the node a cache answered. */
  cacheHits?: number
  inputs: unknown
  output: unknown
}

const MIN_BAR_PCT = 0.8

/** The Logs dialog's timeline: one row per traced node, in start order, scaled to the run. */
export function runTimeline(run: Pick<TRun, 'nodes' | 'durationMs'>): TimelineRow[] {
  const nodes = [...run.nodes].sort((a, b) => a.startMs - b.startMs)
  const start = nodes[0]?.startMs ?? 0
  const end = Math.max(start, ...nodes.map((n) => n.endMs))
  const span = Math.max(end - start, run.durationMs, 1)
  return nodes.map((n) => {
    const offsetMs = n.startMs - start
    const durationMs = Math.max(0, n.endMs - n.startMs)
    const leftPct = Math.min(100 - MIN_BAR_PCT, (offsetMs / span) * 100)
    return {
      nodeId: n.nodeId,
      label: n.label,
      name: n.name,
      offsetMs,
      durationMs,
      leftPct,
      widthPct: Math.min(100 - leftPct, Math.max(MIN_BAR_PCT, (durationMs / span) * 100)),
      ...(n.error ? { error: n.error } : {}),
      ...(n.cacheHits ? { cacheHits: n.cacheHits } : {}),
      inputs: n.inputs,
      output: n.output,
    }
  })
}

/** `850 ms`, `1.25 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`
  const minutes = Math.floor(ms / 60_000)
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`
}

/** A value of the trace as short text for the timeline (the full value is in the details). */
export function previewValue(value: unknown, max = 300): string {
  if (value === undefined || value === null) return ''
  let text: string
  if (typeof value === 'string') text = value
  else {
    try {
      text = JSON.stringify(value, null, 2) ?? ''
    } catch {
      text = String(value)
    }
  }
  return text.length > max ? `${text.slice(0, max)}…` : text
}
