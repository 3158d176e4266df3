import { describe, expect, it } from 'vitest'
import { sourceChips } from './sources'

describe('source documents', () => {
  it('collapses chunks of the same URL and of equal text into one chip each', () => {
    const chips = sourceChips([
      { pageContent: 'part 1', metadata: { source: 'https://docs.test/guide' } },
      { pageContent: 'part 2', metadata: { source: 'https://docs.test/guide' } },
      { pageContent: 'other', metadata: { source: 'https://docs.test/' } },
      { pageContent: 'same text', metadata: { source: 'notes/file.pdf' } },
      { pageContent: 'same text', metadata: { source: 'notes/file.pdf' } },
      { pageContent: 'different', metadata: { source: 'notes/file.pdf' } },
      { pageContent: 'A long document without any source metadata at all, just text', metadata: {} },
      'junk',
      null,
    ])
    expect(chips).toEqual([
      { url: 'https://docs.test/guide', label: 'docs.test/guide', content: 'part 1' },
      { url: 'https://docs.test/', label: 'docs.test', content: 'other' },
      { label: 'file.pdf', content: 'same text' },
      { label: 'file.pdf', content: 'different' },
      {
        label: 'A long document without any source metad…',
        content: 'A long document without any source metadata at all, just text',
      },
    ])
  })

  it('prefers a title and never turns non-http sources into links', () => {
    expect(
      sourceChips([{ pageContent: 'x', metadata: { source: 'https://a.test/p', title: 'Page A' } }]),
    ).toEqual([{ url: 'https://a.test/p', label: 'Page A', content: 'x' }])
    expect(
      sourceChips([{ pageContent: 'x', metadata: { source: 'javascript:alert(1)' } }])[0]?.url,
    ).toBeUndefined()
    expect(sourceChips(undefined)).toEqual([])
  })
})
