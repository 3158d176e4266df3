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

describe('Character Text Splitter', () => {
  it('Character Text Splitter cuts at its separator (a blank line by default, typed escapes read)', async () => {
    const para = 'alpha beta\n\ngamma delta\n\nepsilon'
    const byDefault = await load('plainText', text(para), {
      name: 'characterTextSplitter',
      inputs: { chunkSize: 12, chunkOverlap: 0 },
    })
    expect(byDefault.map((d) => d.pageContent)).toEqual(['alpha beta', 'gamma delta', 'epsilon'])
    const bySpace = await load('plainText', text('one two three four five six'), {
      name: 'characterTextSplitter',
      inputs: { separator: ' ', chunkSize: 9, chunkOverlap: 4 },
    })
    expect(bySpace.map((d) => d.pageContent)).toEqual(['one two', 'two three', 'four five', 'five six'])
    const byLine = await load('plainText', text('a;b\nc;d\ne;f'), {
      name: 'characterTextSplitter',
      inputs: { separator: '\\n', chunkSize: 3, chunkOverlap: 0 },
    })
    expect(byLine.map((d) => d.pageContent)).toEqual(['a;b', 'c;d', 'e;f'])
  })
})
