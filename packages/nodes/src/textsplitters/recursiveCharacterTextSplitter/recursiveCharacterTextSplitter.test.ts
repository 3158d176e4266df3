import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

const split = async (text: string, inputs: Record<string, unknown>) =>
  (
    await loadDocuments(
      harness,
      'plainText',
      { text },
      { splitter: { name: 'recursiveCharacterTextSplitter', inputs } },
    )
  ).map((d) => d.pageContent)

describe('Recursive Character Text Splitter', () => {
  it('cuts at paragraphs first, then at words, to fit the chunk size', async () => {
    expect(await split('alpha beta\n\ngamma delta epsilon zeta', { chunkSize: 12, chunkOverlap: 0 })).toEqual(
      ['alpha beta', 'gamma delta', 'epsilon', 'zeta'],
    )
  })

  it('cuts only at the separators given, as a JSON list or comma-separated', async () => {
    const text = 'aa|bb|cc dd'
    expect(await split(text, { chunkSize: 5, chunkOverlap: 0 })).toEqual(['aa|bb', '|cc', 'dd'])
    expect(await split(text, { chunkSize: 5, chunkOverlap: 0, separators: '["|"]' })).toEqual([
      'aa|bb',
      '|cc d',
      'd',
    ])
    expect(await split('aa;bb;cc dd', { chunkSize: 5, chunkOverlap: 0, separators: ';,|' })).toEqual([
      'aa;bb',
      ';cc dd',
    ])
  })

  it('repeats the overlap at the start of the next chunk', async () => {
    expect(await split('one two three four five six', { chunkSize: 13, chunkOverlap: 5 })).toEqual([
      'one two three',
      'four five',
      'five six',
    ])
  })
})
