import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { csvFile } from './csvFile.node.js'
import { parseCsv } from './parse-csv'

/** One document per data row, `column: value` lines (LangChain's CSVLoader), or one column's values. */
export default defineRuntime(csvFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await import('@langchain/core/documents')
    const column = getString(ctx, 'columnName').trim()
    const docs: InstanceType<typeof Document>[] = []
    for (const file of decodeFileInput(getString(ctx, 'csvFile'))) {
      const [header = [], ...rows] = parseCsv(file.data.toString('utf8'))
      const at = column ? header.indexOf(column) : -1
      if (column && at < 0) throw new NodeInputError(`Column "${column}" is not in ${file.name}`)
      rows.forEach((cells, i) => {
        const pageContent =
          at >= 0 ? (cells[at] ?? '') : header.map((h, c) => `${h}: ${cells[c] ?? ''}`).join('\n')
        docs.push(new Document({ pageContent, metadata: { source: file.name, line: i + 1 } }))
      })
    }
    return finishDocuments(ctx, docs)
  },
})
