import { describe, expect, it } from 'vitest'
import { dedupeSourceDocuments, sourceChipLabel } from './source-docs'

const doc = (pageContent: string, source?: unknown) => ({
  pageContent,
  metadata: source === undefined ? {} : { source },
})

describe('source documents', () => {
  it('keeps one chip per URL source and every other document in order', () => {
    const docs = [
      doc('a1', 'https://example.com/a'),
      doc('file 1', 'notes.txt'),
      doc('a2', 'https://example.com/a'),
      doc('file 2', 'notes.txt'),
      doc('b', 'http://example.com/b'),
      doc('no source'),
      doc('A3', 'HTTPS://example.com/a'),
    ]
    expect(dedupeSourceDocuments(docs).map((d) => d.pageContent)).toEqual([
      'a1',
      'file 1',
      'file 2',
      'b',
      'no source',
      'A3',
    ])
  })

  it('labels a chip with its source, else with the start of the content', () => {
    expect(sourceChipLabel(doc('x', 'https://example.com/page'))).toBe('example.com/page')
    expect(sourceChipLabel(doc('  many\n words here  '))).toBe('many words here')
    expect(sourceChipLabel(doc('y', 'a'.repeat(60)), 10)).toBe(`${'a'.repeat(9)}…`)
    expect(sourceChipLabel(doc('z', 42))).toBe('z')
  })
})
