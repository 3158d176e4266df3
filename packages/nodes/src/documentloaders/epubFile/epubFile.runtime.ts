import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString } from '../../shared/read-inputs'
import { readZipEntries } from '../../shared/zip-guard'
import { epubChapters } from './epub-book'
import { epubFile } from './epubFile.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** An EPUB is a ZIP archive: unpacked within zip-guard's budget, its chapters read in reading order. */
export default defineRuntime(epubFile, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const perFile = getString(ctx, 'usage') === 'perFile'
    const files = decodeFileInput(getString(ctx, 'epubFile'))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime === 'application/epub+zip')
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const docs: InstanceType<typeof Document>[] = []
    for (const file of files) {
      const chapters = (await epubChapters(file.name, readZipEntries(file.name, file.data))).filter(
        (c) => c.text,
      )
      if (perFile)
        docs.push(
          new Document({
            pageContent: chapters.map((c) => c.text).join('\n\n'),
            metadata: { source: file.name },
          }),
        )
      else
        chapters.forEach((c, i) =>
          docs.push(
            new Document({
              pageContent: c.text,
              metadata: { source: file.name, chapter: i + 1, title: c.title },
            }),
          ),
        )
    }
    return finishDocuments(ctx, docs)
  },
})
