import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

describe('Plain Text', () => {
  it('supplies its text as one document with the metadata given, keys omitted', async () => {
    const docs = await loadDocuments(harness, 'plainText', {
      text: 'The handbook.',
      metadata: { source: 'handbook', lang: 'en' },
      omitMetadataKeys: 'lang',
    })
    expect(docs).toEqual([{ pageContent: 'The handbook.', metadata: { source: 'handbook' } }])
  })

  it('supplies plain text on its Text output', async () => {
    const text = await harness.supply('plainText', { inputs: { text: 'just this' }, output: 'text' })
    expect(text).toBe('just this')
  })

  it('refuses an empty text', async () => {
    await expect(harness.supply('plainText', { inputs: { text: '  ' } })).rejects.toThrow('Text is empty')
  })
})
