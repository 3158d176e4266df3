import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString } from '../../shared/read-inputs'
import { readZipEntries } from '../../shared/zip-guard'
import { xlsxSheets } from './xlsx-sheets'
import { microsoftExcel } from './microsoftExcel.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Each worksheet's first row names the columns; every next row with a value is a document of
 * `- column: value` lines (empty cells left out), with its sheet and row number.
 */
export default defineRuntime(microsoftExcel, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const files = decodeFileInput(getString(ctx, 'excelFile'))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime === XLSX_MIME)
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const docs: InstanceType<typeof Document>[] = []
    for (const file of files)
      for (const sheet of await xlsxSheets(file.name, readZipEntries(file.name, file.data))) {
        const [headers = [], ...rows] = sheet.rows
        rows.forEach((row, i) => {
          const lines = row.flatMap((value, col) =>
            value === '' ? [] : [`- ${headers[col] || `Column ${col + 1}`}: ${value}`],
          )
          if (lines.length > 0)
            docs.push(
              new Document({
                pageContent: lines.join('\n'),
                metadata: { source: file.name, worksheet: sheet.name, rowNum: i + 2 },
              }),
            )
        })
      }
    return finishDocuments(ctx, docs)
  },
})
