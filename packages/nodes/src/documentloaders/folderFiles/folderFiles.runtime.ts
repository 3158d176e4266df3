import { readFile, stat } from 'node:fs/promises'
import type { Document } from '@langchain/core/documents'
import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { readFileWorkspace, resolveWorkspaceFile } from '../../shared/file-workspace'
import { lazyImport } from '../../shared/lazy-import'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { folderFiles } from './folderFiles.node.js'
import { listFolderFiles, type TFolderFile } from './read-folder'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))
const pdfParse = lazyImport(() => import('pdf-parse'))

type TDoc = { pageContent: string; metadata: Record<string, unknown> }

async function pdfDocs(data: Buffer, source: string, perFile: boolean): Promise<TDoc[]> {
  const { PDFParse } = await pdfParse()
  const parser = new PDFParse({ data: new Uint8Array(data) })
  try {
    const { pages, total } = await parser.getText()
    if (perFile)
      return [{ pageContent: pages.map((p) => p.text).join('\n\n'), metadata: { source, totalPages: total } }]
    return pages.map((p) => ({
      pageContent: p.text,
      metadata: { source, loc: { pageNumber: p.num }, totalPages: total },
    }))
  } finally {
    await parser.destroy()
  }
}

/** One JSON Lines row per document: the pointer's value, or the whole row. */
function jsonLinesDocs(text: string, source: string, pointer: string): TDoc[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line, i) => {
      const row: unknown = JSON.parse(line)
      const value = pointer && row && typeof row === 'object' && pointer in row ? Object(row)[pointer] : row
      return {
        pageContent: typeof value === 'string' ? value : JSON.stringify(value),
        metadata: { source, line: i + 1 },
      }
    })
}

async function fileDocs(ctx: TNodeContext, file: TFolderFile, maxBytes: number): Promise<TDoc[]> {
  if ((await stat(file.path)).size > maxBytes)
    throw new NodeInputError(`"${file.source}" is larger than ${maxBytes / 1024 / 1024} MB`)
  const data = await readFile(file.path)
  if (file.extension === '.pdf') return pdfDocs(data, file.source, getString(ctx, 'pdfUsage') === 'perFile')
  const text = data.toString('utf8')
  if (file.extension === '.jsonl')
    return jsonLinesDocs(text, file.source, getString(ctx, 'pointerName').trim())
  return [{ pageContent: text, metadata: { source: file.source } }]
}

/** The readable files of a folder inside the unik's file workspace, as documents (source: their path there). */
export default defineRuntime(folderFiles, {
  kind: 'supply',
  async supply(ctx) {
    const ws = readFileWorkspace(ctx)
    const asked = getString(ctx, 'folderPath').trim() || '.'
    const folder = await resolveWorkspaceFile(ws, asked).catch((e: unknown) => {
      throw new NodeInputError(e instanceof Error ? e.message : String(e))
    })
    const isFolder = await stat(folder).then(
      (s) => s.isDirectory(),
      () => false,
    )
    if (!isFolder) throw new NodeInputError(`"${asked}" is no folder of the unik's file workspace`)
    const files = await listFolderFiles(ws.root, folder, getBoolean(ctx, 'recursive'))
    const { Document } = await langchainCoreDocuments()
    const docs: Document[] = []
    for (const file of files)
      for (const d of await fileDocs(ctx, file, ws.maxBytes)) docs.push(new Document(d))
    return finishDocuments(ctx, docs)
  },
})
