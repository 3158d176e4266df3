import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeDocxBomb, makeTinyDocx, makeZip } from '@unikflow/testkit'
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

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

describe('Docx File', () => {
  it('Docx File reads the paragraphs of a Word document', async () => {
    const docs = await load('docxFile', {
      docxFile: fileInput('policy.docx', DOCX, makeTinyDocx(['Refund policy', 'Paid within 14 days.'])),
    })
    expect(docs).toEqual([
      { pageContent: 'Refund policy\n\nPaid within 14 days.', metadata: { source: 'policy.docx' } },
    ])
  })

  it('Docx File refuses a zip bomb (honest or lying headers) and corrupt or wrong files, naming the file', async () => {
    const before = process.memoryUsage().rss
    await expect(
      load('docxFile', { docxFile: fileInput('bomb.docx', DOCX, makeDocxBomb(200)) }),
    ).rejects.toThrow(/bomb\.docx.*unpacks to more than 64 MB/)
    await expect(
      load('docxFile', { docxFile: fileInput('liar.docx', DOCX, makeDocxBomb(100, true)) }),
    ).rejects.toThrow(/liar\.docx.*unpacks to more than 64 MB/)
    // Refused within the budget: memory did not grow by the unpacked size.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024)
    const truncated = makeTinyDocx(['x']).subarray(0, 60)
    await expect(load('docxFile', { docxFile: fileInput('cut.docx', DOCX, truncated) })).rejects.toThrow(
      /cut\.docx.*not a valid ZIP archive/,
    )
    await expect(
      load('docxFile', { docxFile: fileInput('notes.docx', DOCX, 'just some text') }),
    ).rejects.toThrow(/notes\.docx.*not a valid ZIP archive/)
    const noDocument = makeZip([{ name: 'hello.txt', data: Buffer.from('hi') }])
    await expect(load('docxFile', { docxFile: fileInput('empty.docx', DOCX, noDocument) })).rejects.toThrow(
      /empty\.docx.*not a readable DOCX document/,
    )
  })
})
