import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { checkZipArchive } from '../../shared/zip-guard'
import { docxFile } from './docxFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const mammothModule = lazyImport(() => import('mammoth'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * Raw text of Word documents read by mammoth. A DOCX is a ZIP archive: it is checked first
 * (zip-guard), so a zip bomb or a corrupt file is refused with a clear error before mammoth unpacks it.
 */
export default defineRuntime(docxFile, {
  kind: 'supply',
  async supply(ctx) {
    const [mammoth, { Document }] = await Promise.all([mammothModule(), langchainCoreDocuments()])
    const files = decodeFileInput(getString(ctx, 'docxFile'))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime === DOCX_MIME)
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const docs: InstanceType<typeof Document>[] = []
    for (const file of files) {
      checkZipArchive(file.name, file.data)
      let text: string
      try {
        text = (await mammoth.extractRawText({ buffer: file.data })).value
      } catch (e) {
        throw new NodeInputError(
          `File "${file.name}" is not a readable DOCX document: ${e instanceof Error ? e.message : String(e)}`,
        )
      }
      docs.push(new Document({ pageContent: text.trim(), metadata: { source: file.name } }))
    }
    return finishDocuments(ctx, docs)
  },
})
