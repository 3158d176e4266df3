import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Document } from '@langchain/core/documents'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()
const ID = '0123456789abcdef0123456789abcdef'
let workspace: string
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'notion-folder-'))
  mkdirSync(join(workspace, 'export', `Roadmap ${ID}`), { recursive: true })
  writeFileSync(join(workspace, 'export', `Roadmap ${ID}.md`), '# Roadmap\n\nShip v2 in May.\n')
  writeFileSync(join(workspace, 'export', `Roadmap ${ID}`, `Q2 ${ID}.md`), '# Q2\n\nHire two people.')
  writeFileSync(join(workspace, 'export', `Roadmap ${ID}`, `Tasks ${ID}.csv`), 'Name,Status\nA,Done\n')
})
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

const load = (notionFolder: string) =>
  harness.supply('notionFolder', {
    inputs: { notionFolder },
    services: { ...harness.services(), fileWorkspace: workspace },
  }) as Promise<Document[]>

describe('Notion Folder (an export in the unik’s file workspace)', () => {
  it('loads every Markdown page of the export, subpages included, titled without Notion’s ids', async () => {
    const docs = await load('export')
    // In name order, a page's folder of subpages before the page itself (as the folder lists them).
    expect(docs.map((d) => [d.pageContent, d.metadata])).toEqual([
      ['# Q2\n\nHire two people.', { source: `export/Roadmap ${ID}/Q2 ${ID}.md`, title: 'Q2' }],
      ['# Roadmap\n\nShip v2 in May.', { source: `export/Roadmap ${ID}.md`, title: 'Roadmap' }],
    ])
  })

  it('refuses a folder outside the workspace or missing', async () => {
    await expect(load('../')).rejects.toThrow(/outside|not allowed|refused/i)
    await expect(load('nothing-here')).rejects.toThrow(/no folder of the unik's file workspace/)
  })
})
