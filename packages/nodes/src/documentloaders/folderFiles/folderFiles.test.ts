import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeTinyPdf } from '@unikflow/testkit'

const harness = useNodeHarness()
let workspace: string
let outside: string
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'folder-files-'))
  outside = mkdtempSync(join(tmpdir(), 'folder-outside-'))
  mkdirSync(join(workspace, 'docs', 'sub'), { recursive: true })
  writeFileSync(join(workspace, 'docs', 'a.txt'), 'Alpha notes')
  writeFileSync(join(workspace, 'docs', 'rows.jsonl'), '{"text":"row one"}\n{"text":"row two"}\n')
  writeFileSync(join(workspace, 'docs', 'paper.pdf'), makeTinyPdf(['Page one', 'Page two']))
  writeFileSync(join(workspace, 'docs', 'photo.png'), Buffer.from([0x89, 0x50]))
  writeFileSync(join(workspace, 'docs', 'sub', 'b.md'), '# Beta')
  writeFileSync(join(outside, 'secret.txt'), 'not for the unik')
  symlinkSync(join(outside, 'secret.txt'), join(workspace, 'docs', 'link.txt'))
})
afterAll(() => {
  rmSync(workspace, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

const load = async (inputs: Record<string, unknown>, output?: string) =>
  harness.supply('folderFiles', {
    inputs,
    ...(output ? { output } : {}),
    services: { ...harness.services(), fileWorkspace: workspace },
  })

describe("Folder with Files (a folder of the unik's file workspace)", () => {
  it('loads its readable files, one document per PDF page and JSON Lines row, never following a symlink', async () => {
    const docs = (await load({ folderPath: 'docs', pointerName: 'text' })) as Document[]
    expect(docs.map((d) => [d.metadata.source, d.pageContent.trim()])).toEqual([
      ['docs/a.txt', 'Alpha notes'],
      ['docs/paper.pdf', 'Page one'],
      ['docs/paper.pdf', 'Page two'],
      ['docs/rows.jsonl', 'row one'],
      ['docs/rows.jsonl', 'row two'],
    ])
  })

  it('goes into subfolders when recursive, gives one PDF document per file when asked, and the text output', async () => {
    const docs = (await load({ folderPath: 'docs', recursive: true, pdfUsage: 'perFile' })) as Document[]
    expect(docs.map((d) => d.metadata.source)).toEqual([
      'docs/a.txt',
      'docs/paper.pdf',
      'docs/rows.jsonl',
      'docs/rows.jsonl',
      'docs/sub/b.md',
    ])
    expect(await load({ folderPath: 'docs/sub' }, 'text')).toBe('# Beta')
  })

  it("refuses folders outside the unik's file workspace", async () => {
    await expect(load({ folderPath: '../' })).rejects.toThrow(/leaves the workspace/)
    await expect(load({ folderPath: outside })).rejects.toThrow(/relative to the workspace/)
    await expect(load({ folderPath: 'docs/a.txt' })).rejects.toThrow(/is no folder/)
  })
})
