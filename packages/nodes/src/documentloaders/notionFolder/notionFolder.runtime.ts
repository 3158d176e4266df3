import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { readFileWorkspace, resolveWorkspaceFile } from '../../shared/file-workspace'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { listFolderFiles } from '../folderFiles/read-folder'
import { notionFolder } from './notionFolder.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A page's title from its exported file name: Notion appends the page's 32-hex id (`Roadmap 1a2b….md`). */
const titleOf = (file: string) => basename(file, '.md').replace(/\s+[0-9a-f]{32}$/i, '')

/** Every Markdown page of the folder and its subfolders (symlinks never followed; `folderFiles`' limits). */
export default defineRuntime(notionFolder, {
  kind: 'supply',
  async supply(ctx) {
    const ws = readFileWorkspace(ctx)
    const asked = getString(ctx, 'notionFolder').trim()
    if (!asked) throw new NodeInputError(`${ctx.label} needs the Notion Folder`)
    const folder = await resolveWorkspaceFile(ws, asked).catch((e: unknown) => {
      throw new NodeInputError(e instanceof Error ? e.message : String(e))
    })
    if (
      !(await stat(folder).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      throw new NodeInputError(`"${asked}" is no folder of the unik's file workspace`)
    const pages = (await listFolderFiles(ws.root, folder, true)).filter((f) => f.extension === '.md')
    const { Document } = await langchainCoreDocuments()
    const docs = []
    for (const page of pages) {
      if ((await stat(page.path)).size > ws.maxBytes)
        throw new NodeInputError(`"${page.source}" is larger than ${ws.maxBytes / 1024 / 1024} MB`)
      const text = (await readFile(page.path, 'utf8')).trim()
      docs.push(
        new Document({ pageContent: text, metadata: { source: page.source, title: titleOf(page.path) } }),
      )
    }
    return finishDocuments(ctx, docs)
  },
})
