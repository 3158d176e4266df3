import { describe, expect, it } from 'vitest'
import { planUpsert, recordKeyOf } from './record-plan'

const chunk = (text: string, source = 'a.txt', loaderId = 'L1') => ({
  loaderId,
  pageContent: text,
  metadata: { source },
})

describe('record manager plan (keyed by content, grouped by loader and source)', () => {
  const first = [chunk('one'), chunk('two'), chunk('three', 'b.txt')]
  const stored = new Set(first.map(recordKeyOf))

  it('skips every chunk of a loader processed again (same text, new chunk ids)', () => {
    const plan = planUpsert(
      first.map((c) => ({ ...c, id: 'new' })),
      stored,
      'full',
    )
    expect(plan.toWrite).toEqual([])
    expect(plan.toDelete).toEqual([])
    expect(plan.counts).toEqual({ numAdded: 0, numUpdated: 0, numSkipped: 3, numDeleted: 0 })
  })

  it('an edited chunk is one update; a removed one is deleted; a new source is added', () => {
    const plan = planUpsert([chunk('one'), chunk('TWO edited'), chunk('four', 'c.txt')], stored, 'full')
    expect(plan.toWrite.map((w) => w.chunk.pageContent)).toEqual(['TWO edited', 'four'])
    expect(plan.toDelete.sort()).toEqual([recordKeyOf(first[1]!), recordKeyOf(first[2]!)].sort())
    expect(plan.counts).toEqual({ numAdded: 1, numUpdated: 1, numSkipped: 1, numDeleted: 1 })
  })

  it('incremental cleanup deletes only within sources present in this run; none deletes nothing', () => {
    const incremental = planUpsert([chunk('one')], stored, 'incremental')
    expect(incremental.toDelete).toEqual([recordKeyOf(first[1]!)])
    expect(planUpsert([chunk('one')], stored, 'none').toDelete).toEqual([])
  })

  it('the same text in two loaders is two records; a duplicate in one loader is written once', () => {
    expect(recordKeyOf(chunk('x', 'a.txt', 'L1'))).not.toBe(recordKeyOf(chunk('x', 'a.txt', 'L2')))
    const plan = planUpsert([chunk('x'), chunk('x')], new Set(), 'full')
    expect(plan.counts).toEqual({ numAdded: 1, numUpdated: 0, numSkipped: 1, numDeleted: 0 })
  })

  it('records from before content keys (plain chunk ids) are cleaned up', () => {
    const plan = planUpsert([chunk('one')], new Set(['chunk-id-1']), 'incremental')
    expect(plan.toDelete).toEqual(['chunk-id-1'])
    expect(plan.counts.numDeleted).toBe(1)
  })
})
