import { describe, expect, it } from 'vitest'
import type { TDocumentLoader } from '@unikflow/graph'
import { abbreviateNumber, formatBytes, loaderSource, parseLinks, progressPercent } from './store-format'

const loader = (over: Partial<TDocumentLoader>): TDocumentLoader => ({
  id: 'l1',
  storeId: 's1',
  loaderName: 'textFile',
  loaderConfig: {},
  splitterName: null,
  splitterConfig: {},
  files: [],
  status: 'NEW',
  error: null,
  progress: { done: 0, total: 0, chunks: 0 },
  totalChunks: 0,
  totalChars: 0,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  ...over,
})

describe('document store formatting', () => {
  it('formats sizes in Bytes … YB, base 1024', () => {
    expect(formatBytes(0)).toBe('0 Bytes')
    expect(formatBytes(1023)).toBe('1023 Bytes')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(5 * 1024 ** 2)).toBe('5 MB')
    expect(formatBytes(1024 ** 8)).toBe('1 YB')
    expect(formatBytes(1024 ** 10)).toBe('1048576 YB')
  })

  it('abbreviates counts with k, M, G …', () => {
    expect(abbreviateNumber(999)).toBe('999')
    expect(abbreviateNumber(1234)).toBe('1.2k')
    expect(abbreviateNumber(2_500_000)).toBe('2.5M')
    expect(abbreviateNumber(3e18)).toBe('3E')
  })

  it("tells a loader's source: files, picked links, URL or text", () => {
    const file = { id: 'f', name: 'a.pdf', mimePrefix: 'application/pdf', size: 10, uploaded: '' }
    expect(loaderSource(loader({ files: [file, { ...file, name: 'b.pdf' }] }))).toBe('a.pdf, b.pdf')
    const links = JSON.stringify(['http://x/a', 'http://x/b'])
    expect(loaderSource(loader({ loaderConfig: { url: 'http://x', selectedLinks: links } }))).toBe(
      'http://x/a, http://x/b',
    )
    expect(loaderSource(loader({ loaderConfig: { url: 'http://x' } }))).toBe('http://x')
    expect(parseLinks('not json')).toEqual([])
  })

  it('computes the progress share', () => {
    expect(progressPercent(loader({ progress: { done: 1, total: 4, chunks: 3 } }))).toBe(25)
    expect(progressPercent(loader({}))).toBe(0)
  })
})
