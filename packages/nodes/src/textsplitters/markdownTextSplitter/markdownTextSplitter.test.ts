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

  it('Markdown Text Splitter (1.1) makes a chunk of each H2 section when it splits by headers', async () => {
    const body = '# Shop\nintro\n## Hours\nnine to five\n### Sundays\nclosed\n## Returns\n14 days'
    const docs = await load('plainText', text(body), {
      name: 'markdownTextSplitter',
      inputs: { chunkSize: 10, chunkOverlap: 0, splitByHeaders: 'h2' },
    })
    expect(docs.map((d) => d.pageContent)).toEqual([
      '# Shop\nintro',
      '## Hours\nnine to five\n### Sundays\nclosed',
      '## Returns\n14 days',
    ])
  })
})
