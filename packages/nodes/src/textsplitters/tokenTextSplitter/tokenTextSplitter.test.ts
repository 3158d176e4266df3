import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

const text = (body: string) => ({ text: body })
const load = (
  name: string,
  inputs: Record<string, unknown>,
  splitter?: { name: string; inputs: Record<string, unknown> },
  allow: string[] = [],
) => loadDocuments(harness, name, inputs, { splitter, allowPrivateHosts: allow })

describe('Token Text Splitter', () => {
  it('Token Text Splitter cuts by cl100k tokens with no download', async () => {
    const docs = await load('plainText', text('one two three four five six seven eight'), {
      name: 'tokenTextSplitter',
      inputs: { chunkSize: 3, chunkOverlap: 1 },
    })
    expect(docs.map((d) => d.pageContent)).toEqual([
      'one two three',
      ' three four five',
      ' five six seven',
      ' seven eight',
    ])
  })
})
