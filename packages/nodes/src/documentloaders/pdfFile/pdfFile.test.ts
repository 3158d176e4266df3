import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeTinyPdf } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()

describe('PDF File', () => {
  it('PDF File reads a base64 data-URL file, one document per page or per file', async () => {
    const pdf = makeTinyPdf(['Hello from page one', 'Second (page) here'])
    const pdfFile = `data:application/pdf;base64,${pdf.toString('base64')},filename:tiny.pdf`
    const perPage = await loadDocuments(harness, 'pdfFile', { pdfFile, usage: 'perPage' })
    expect(perPage).toEqual(
      [
        {
          pageContent: 'Hello from page one',
          metadata: { source: 'tiny.pdf', loc: { pageNumber: 1 }, totalPages: 2 },
        },
        {
          pageContent: 'Second (page) here',
          metadata: { source: 'tiny.pdf', loc: { pageNumber: 2 }, totalPages: 2 },
        },
      ].map((d) => expect.objectContaining(d)),
    )
    const perFile = await loadDocuments(harness, 'pdfFile', {
      pdfFile,
      usage: 'perFile',
      metadata: '{"kind":"manual"}',
    })
    expect(perFile).toEqual([
      expect.objectContaining({
        pageContent: 'Hello from page one\n\nSecond (page) here',
        metadata: { source: 'tiny.pdf', totalPages: 2, kind: 'manual' },
      }),
    ])
  })
})
