import { defineRuntime } from '../../runtime'
import { finishDocuments, readFileInput, splitTextFilesInWindows } from '../../shared/documents'
import { getString } from '../../shared/read-inputs'
import { textFile } from './textFile.node.js'

/** Text of the node's file input, plus text files uploaded with the question. */
export default defineRuntime(textFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await import('@langchain/core/documents')
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
