import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeTinyDocx } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const fileInput = (name: string, mime: string, data: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(data).toString('base64')},filename:${name}`

describe('Microsoft Word', () => {
  it('reads the paragraphs of a Word file, and refuses what is not a .docx archive', async () => {
    const docs = await loadDocuments(harness, 'microsoftWord', {
      docxFile: fileInput('memo.docx', DOCX, makeTinyDocx(['Memo', 'Office closed on Friday.'])),
    })
    expect(docs).toEqual([
      { pageContent: 'Memo\n\nOffice closed on Friday.', metadata: { source: 'memo.docx' } },
    ])
    await expect(
      loadDocuments(harness, 'microsoftWord', {
        docxFile: fileInput('old.doc', 'application/msword', 'binary word 97'),
      }),
    ).rejects.toThrow(/old\.doc.*not a valid ZIP archive/)
  })
})
