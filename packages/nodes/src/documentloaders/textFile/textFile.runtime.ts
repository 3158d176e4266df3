import { defineRuntime } from '../../runtime'
import {
  finishDocuments,
  readFileInput,
  splitTextFilesInWindows,
  streamTextFiles,
  wholeBytes,
} from '../../shared/documents'
import { getString } from '../../shared/read-inputs'
import { textFile } from './textFile.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Text of the node's file input, plus text files uploaded with the question. */
export default defineRuntime(textFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    // A document store processing this loader: its stored files as streams, chunks to its sink.
    const stream = ctx.documentStream
    if (stream) {
      if (await streamTextFiles(ctx, stream)) return []
      // Other splitters take a whole text (bounded by the store's file size limit), then the sink.
      const docs = []
      for (const f of stream.files)
        docs.push(
          new Document({
            pageContent: (await wholeBytes(f.read())).toString('utf8'),
            metadata: { source: f.name },
          }),
        )
      const out = await finishDocuments(ctx, docs)
      if (Array.isArray(out) && out.length > 0) await stream.onChunks(out)
      return []
    }
    const stored = readFileInput(getString(ctx, 'txtFile'))
    // A big file is never decoded whole when the splitter can take it a window at a time.
    const split = await splitTextFilesInWindows(ctx, stored)
    const files = split ? [] : stored.map((f) => ({ name: f.name, data: Buffer.from(f.base64, 'base64') }))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime.startsWith('text/'))
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const docs = files.map(
      (f) => new Document({ pageContent: f.data.toString('utf8'), metadata: { source: f.name } }),
    )
    return finishDocuments(ctx, docs, split)
  },
})
