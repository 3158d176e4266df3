import { describe, expect, it } from 'vitest'
import { latencyBucket } from './analytics-rollup.repository'

describe('latencyBucket', () => {
  it('keeps durations below 10 ms exact and puts longer ones on ~12 % steps of their decade', () => {
    expect(
      [0, 7, 10, 19, 99, 100, 199, 245, 999, 1000, 1234, 9999, 65_432, 3_600_000].map(latencyBucket),
    ).toEqual([0, 7, 10, 18, 89, 100, 180, 220, 890, 1000, 1200, 8900, 63_000, 3_600_000])
    for (const ms of [10, 37, 100, 150, 777, 2500, 12_345, 987_654])
      expect(latencyBucket(ms) / ms).toBeGreaterThan(0.88)
    expect(latencyBucket(-3)).toBe(0)
    expect(latencyBucket(12.6)).toBe(13)
  })
})
