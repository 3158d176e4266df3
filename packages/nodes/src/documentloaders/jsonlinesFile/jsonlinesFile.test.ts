import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

const fileInput = (name: string, mime: string, data: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(data).toString('base64')},filename:${name}`
const load = (
  name: string,
  inputs: Record<string, unknown>,
  splitter?: { name: string; inputs: Record<string, unknown> },
  allow: string[] = [],
) => loadDocuments(harness, name, inputs, { splitter, allowPrivateHosts: allow })

describe('Json Lines File', () => {
  it('Json Lines File reads the pointed field of each line', async () => {
    const jsonl =
      '{"q":"a","answer":"Refunds in 14 days"}\n\n{"answer":{"text":"Free exchanges"}}\n{"other":1}\n'
    const docs = await load('jsonlinesFile', {
      jsonlinesFile: fileInput('faq.jsonl', 'application/jsonl', jsonl),
      pointerName: '/answer',
    })
    expect(docs).toEqual([
      { pageContent: 'Refunds in 14 days', metadata: { source: 'faq.jsonl', line: 1 } },
      { pageContent: '{"text":"Free exchanges"}', metadata: { source: 'faq.jsonl', line: 3 } },
    ])
    await expect(
      load('jsonlinesFile', {
        jsonlinesFile: fileInput('bad.jsonl', 'application/jsonl', '{nope'),
        pointerName: 'a',
      }),
    ).rejects.toThrow(/bad\.jsonl, line 1: not valid JSON/)
  })
})
