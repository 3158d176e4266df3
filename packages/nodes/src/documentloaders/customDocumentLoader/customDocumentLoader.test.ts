import type { Document } from '@langchain/core/documents'
import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

const code = `return $topics.split(',').map((t, i) => ({ pageContent: 'About ' + t, metadata: { n: i } }))`

describe('Custom Document Loader (user JavaScript in the sandbox)', () => {
  it('gives the documents the function returns, reading its input variables', async () => {
    const inputs = { javascriptFunction: code, functionInputVariables: { topics: 'cats,dogs' } }
    const docs = (await harness.supply('customDocumentLoader', { inputs })) as Document[]
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['About cats', { n: 0 }],
      ['About dogs', { n: 1 }],
    ])
  })

  it('gives the string for the Text output, and says what the function must return', async () => {
    const text = await harness.supply('customDocumentLoader', {
      inputs: { javascriptFunction: "return 'plain ' + (1 + 1)" },
      output: 'text',
    })
    expect(text).toBe('plain 2')
    await expect(
      harness.supply('customDocumentLoader', { inputs: { javascriptFunction: 'return [{ text: 1 }]' } }),
    ).rejects.toThrow('each { pageContent: string, metadata: object }')
    await expect(
      harness.supply('customDocumentLoader', { inputs: { javascriptFunction: 'return 1' }, output: 'text' }),
    ).rejects.toThrow('must return a string')
  })

  it('runs the code in the sandbox, without the host process or its modules', async () => {
    await expect(
      harness.supply('customDocumentLoader', {
        inputs: { javascriptFunction: 'return [{ pageContent: typeof process, metadata: {} }]' },
      }),
    ).resolves.toMatchObject([{ pageContent: 'undefined' }])
    await expect(
      harness.supply('customDocumentLoader', {
        inputs: { javascriptFunction: "require('fs'); return []" },
      }),
    ).rejects.toThrow(/fs/)
  })
})
