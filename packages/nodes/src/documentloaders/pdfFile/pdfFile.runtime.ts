import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString } from '../../shared/read-inputs'
import { pdfFile } from './pdfFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const pdfParse = lazyImport(() => import('pdf-parse'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/**
 * Text of PDF files (the node's file input and PDFs uploaded with the question) read by pdf-parse
 * (pdf.js underneath), one document per page or per file. The legacy-build switch is kept for saved
 * flows; pdf-parse always uses the Node build of pdf.js.
 */
export default defineRuntime(pdfFile, {
  kind: 'supply',
  async supply(ctx) {
    const [{ PDFParse }, { Document }] = await Promise.all([pdfParse(), langchainCoreDocuments()])
    const files = decodeFileInput(getString(ctx, 'pdfFile'))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime === 'application/pdf')
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const perFile = getString(ctx, 'usage', 'perPage') === 'perFile'
    const docs: InstanceType<typeof Document>[] = []
    for (const file of files) {
      const parser = new PDFParse({ data: new Uint8Array(file.data) })
      try {
        const result = await parser.getText()
        if (perFile) {
          const pageContent = result.pages.map((p) => p.text).join('\n\n')
          docs.push(new Document({ pageContent, metadata: { source: file.name, totalPages: result.total } }))
        } else
          for (const page of result.pages)
            docs.push(
              new Document({
                pageContent: page.text,
                metadata: { source: file.name, loc: { pageNumber: page.num }, totalPages: result.total },
              }),
            )
      } finally {
        await parser.destroy()
      }
    }
    return finishDocuments(ctx, docs)
  },
})
