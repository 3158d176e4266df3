import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeTinyDocx } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()
const fileInput = (name: string, data: Buffer | string) =>
  `data:application/octet-stream;base64,${Buffer.from(data).toString('base64')},filename:${name}`

describe('File Loader', () => {
  it('reads each file with the loader of its extension, and any other file as text', async () => {
    const files = [
      fileInput('notes.md', '# Notes\nbring snacks'),
      fileInput('team.csv', 'name,role\nAnn,lead\n'),
      fileInput('memo.docx', makeTinyDocx(['Memo', 'Closed Friday.'])),
      fileInput('events.jsonl', '{"msg":"started"}\n{"msg":"done"}\n'),
    ]
    const docs = await loadDocuments(harness, 'fileLoader', {
      file: JSON.stringify(files),
      pointerName: 'msg',
      metadata: '{"batch":"b1"}',
    })
    expect(docs.map((d) => [d.pageContent, d.metadata.source, d.metadata.batch])).toEqual([
      ['# Notes\nbring snacks', 'notes.md', 'b1'],
      ['name: Ann\nrole: lead', 'team.csv', 'b1'],
      ['Memo\n\nClosed Friday.', 'memo.docx', 'b1'],
      ['started', 'events.jsonl', 'b1'],
      ['done', 'events.jsonl', 'b1'],
    ])
  })

  it('joins the documents’ texts for the Text output', async () => {
    const text = await harness.supply('fileLoader', {
      inputs: { file: JSON.stringify([fileInput('a.txt', 'first'), fileInput('b.txt', 'second')]) },
      output: 'text',
    })
    expect(text).toBe('first\nsecond')
  })
})
