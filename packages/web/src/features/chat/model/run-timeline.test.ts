import { describe, expect, it } from 'vitest'
import { formatDuration, previewValue, runTimeline } from './run-timeline'

const node = (nodeId: string, startMs: number, endMs: number, error?: string) => ({
  nodeId,
  label: nodeId.toUpperCase(),
  name: nodeId,
  startMs,
  endMs,
  inputs: { q: 1 },
  output: 'out',
  ...(error ? { error } : {}),
})

describe('run timeline', () => {
  it('orders nodes by start and scales offsets and bars to the run', () => {
    const rows = runTimeline({
      durationMs: 100,
      nodes: [node('chain', 1010, 1100, 'boom'), node('model', 1000, 1000), node('memory', 1050, 1060)],
    })
    expect(rows.map((r) => [r.nodeId, r.offsetMs, r.durationMs])).toEqual([
      ['model', 0, 0],
      ['chain', 10, 90],
      ['memory', 50, 10],
    ])
    expect(rows[0]?.widthPct).toBeGreaterThan(0)
    expect(rows[1]).toMatchObject({ leftPct: 10, widthPct: 90, error: 'boom' })
    expect(rows[2]).toMatchObject({ leftPct: 50, widthPct: 10 })
    expect(runTimeline({ durationMs: 0, nodes: [] })).toEqual([])
  })

  it('keeps the cache hits of a node the cache answered', () => {
    const rows = runTimeline({
      durationMs: 10,
      nodes: [{ ...node('model', 0, 1), cacheHits: 2 }, node('chain', 1, 9)],
    })
    expect(rows.map((r) => r.cacheHits)).toEqual([2, undefined])
  })

  it('formats durations and previews values', () => {
    expect(formatDuration(12.4)).toBe('12 ms')
    expect(formatDuration(1250)).toBe('1.25 s')
    expect(formatDuration(125_000)).toBe('2 min 5 s')
    expect(previewValue({ a: 1 })).toBe('{\n  "a": 1\n}')
    expect(previewValue('x'.repeat(5), 3)).toBe('xxx…')
    expect(previewValue(undefined)).toBe('')
  })
})
