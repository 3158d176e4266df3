import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { getString } from '../../shared/read-inputs'
import { textFile } from './textFile.node.js'

/** Text of the node's file input, plus text files uploaded with the question. */
export default defineRuntime(textFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await import('@langchain/core/documents')
    const files = decodeFileInput(getString(ctx, 'txtFile'))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime.startsWith('text/'))
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const docs = files.map(
      (f) => new Document({ pageContent: f.data.toString('utf8'), metadata: { source: f.name } }),
    )
    return finishDocuments(ctx, docs)
  },
})
