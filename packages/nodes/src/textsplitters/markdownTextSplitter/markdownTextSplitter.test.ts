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

describe('Markdown Text Splitter', () => {
  it('Markdown Text Splitter cuts at headings', async () => {
    const docs = await load('plainText', text('# A\nalpha alpha\n\n## B\nbeta beta'), {
      name: 'markdownTextSplitter',
      inputs: { chunkSize: 20, chunkOverlap: 0 },
    })
    expect(docs.map((d) => d.pageContent)).toEqual(['# A\nalpha alpha', '## B\nbeta beta'])
  })
})
