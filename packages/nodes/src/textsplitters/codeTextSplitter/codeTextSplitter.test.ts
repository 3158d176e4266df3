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

describe('Code Text Splitter', () => {
  it('Code Text Splitter cuts at the functions of its language', async () => {
    const code = 'def a():\n    return 1\n\ndef b():\n    return 2\n'
    const docs = await load('plainText', text(code), {
      name: 'codeTextSplitter',
      inputs: { language: 'python', chunkSize: 24, chunkOverlap: 0 },
    })
    expect(docs.map((d) => d.pageContent)).toEqual(['def a():\n    return 1', 'def b():\n    return 2'])
    await expect(
      load('plainText', text(code), { name: 'codeTextSplitter', inputs: { language: 'cobol' } }),
    ).rejects.toThrow(/cobol is not one of/)
  })
})
