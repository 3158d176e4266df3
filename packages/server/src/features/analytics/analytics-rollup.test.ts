import { describe, expect, it } from 'vitest'
import { latencyBucket } from './analytics-rollup.repository'

describe('latencyBucket', () => {
  it('keeps durations below 100 ms exact and cuts longer ones to two significant digits', () => {
    expect([0, 7, 99, 100, 199, 245, 999, 1000, 1234, 9999, 65_432, 3_600_000].map(latencyBucket)).toEqual([
      0, 7, 99, 100, 190, 240, 990, 1000, 1200, 9900, 65_000, 3_600_000,
    ])
    expect(latencyBucket(-3)).toBe(0)
    expect(latencyBucket(12.6)).toBe(13)
  })
})
