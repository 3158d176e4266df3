import { defineRuntime } from '../../runtime'
import { base64TextPieces, finishDocuments, readFileInput } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { csvFile } from './csvFile.node.js'
import { csvRows } from './parse-csv'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** One document per data row, `column: value` lines (LangChain's CSVLoader), or one column's values. */
export default defineRuntime(csvFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const column = getString(ctx, 'columnName').trim()
    const docs: InstanceType<typeof Document>[] = []
    // A file is decoded and parsed a window at a time, never whole.
    for (const file of readFileInput(getString(ctx, 'csvFile'))) {
      let header: string[] | undefined
      let at = -1
      let line = 0
      try {
        for await (const cells of csvRows(base64TextPieces(file.base64))) {
          if (!header) {
            header = cells
            at = column ? header.indexOf(column) : -1
            if (column && at < 0) throw new NodeInputError(`Column "${column}" is not in ${file.name}`)
            continue
          }
          const names = header
          const pageContent =
            at >= 0 ? (cells[at] ?? '') : names.map((h, c) => `${h}: ${cells[c] ?? ''}`).join('\n')
          docs.push(new Document({ pageContent, metadata: { source: file.name, line: ++line } }))
        }
      } catch (error) {
        if (error instanceof NodeInputError) throw error
        throw new NodeInputError(
          `${file.name} is not valid CSV: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      if (!header && column) throw new NodeInputError(`Column "${column}" is not in ${file.name}`)
    }
    return finishDocuments(ctx, docs)
  },
})
