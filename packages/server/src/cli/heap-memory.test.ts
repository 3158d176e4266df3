import { afterEach, describe, expect, it } from 'vitest'
import { quietSinceLastCall, releaseMemoryWhenIdle, type IdleMemoryRelease } from './heap-memory'

const MB = 1024 * 1024
const busyFor = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // keep the event loop busy
  }
}
const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('releaseMemoryWhenIdle', () => {
  let release: IdleMemoryRelease | undefined
  afterEach(() => release?.stop())

  it('collects in the first quiet interval after start, then once the heap grew and an interval passed quietly', async () => {
    let heap = 100 * MB
    let collections = 0
    let quiet = true
    release = releaseMemoryWhenIdle(60_000, {
      collect: () => (collections += 1),
      heapTotal: () => heap,
      // This worker's own young generation may be past 8 MB: not what this test is about.
      youngSize: () => 0,
      wasQuiet: () => quiet,
    })
    expect(release.check()).toBe(true) // the first quiet interval after start: start-up garbage
    expect(release.check()).toBe(false) // quiet, but nothing grew since
    heap += 40 * MB
    quiet = false
    expect(release.check()).toBe(false) // grown, but busy
    quiet = true
    expect(release.check()).toBe(true)
    expect(collections).toBe(2)
    expect(release.check()).toBe(false) // the heap is where the last collection left it
  })

  it('collects a young generation grown past 8 MB in a quiet interval without a full collection', () => {
    let young = 32 * MB
    let quiet = true
    const collected: string[] = []
    release = releaseMemoryWhenIdle(60_000, {
      collect: () => collected.push('full'),
      collectYoung: () => {
        collected.push('young')
        young = 1 * MB
      },
      heapTotal: () => 100 * MB,
      youngSize: () => young,
      wasQuiet: () => quiet,
    })
    expect(release.check()).toBe(true) // the first quiet interval: the full collection, nothing else
    expect(collected).toEqual(['full'])
    quiet = false
    expect(release.check()).toBe(false) // busy: the young generation is left alone
    quiet = true
    expect(release.check()).toBe(true)
    expect(collected).toEqual(['full', 'young'])
    expect(release.check()).toBe(false) // back at its starting size
    young = 8 * MB
    expect(release.check()).toBe(false) // not past 8 MB
  })

  // Event-loop utilisation is wall-clock based: on a machine short of CPU a quiet wait can read as busy.
  it('tells a busy event loop from a quiet one', { retry: 2 }, async () => {
    const wasQuiet = quietSinceLastCall()
    busyFor(100)
    expect(wasQuiet()).toBe(false)
    await quietFor(300)
    expect(wasQuiet()).toBe(true)
  })

  it('gives memory back with a real compacting collection (no --expose-gc needed)', async () => {
    const holder: { garbage?: number[][] } = {
      garbage: Array.from({ length: 300_000 }, (_, i) => [i, i + 1]),
    }
    const before = process.memoryUsage().heapUsed
    // The first quiet interval after start collects.
    release = releaseMemoryWhenIdle(60_000, {
      heapTotal: () => 1024 * MB,
      wasQuiet: () => true,
    })
    delete holder.garbage
    expect(release.check()).toBe(true)
    expect(process.memoryUsage().heapUsed).toBeLessThan(before)
  })
})
