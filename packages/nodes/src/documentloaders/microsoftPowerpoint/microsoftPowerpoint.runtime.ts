import { defineRuntime } from '../../runtime'
import { decodeFileInput, finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getString } from '../../shared/read-inputs'
import { readZipEntries } from '../../shared/zip-guard'
import { microsoftPowerpoint } from './microsoftPowerpoint.node.js'

const cheerioModule = lazyImport(() => import('cheerio'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

/** The slides of a PPTX in their order (`ppt/slides/slide<n>.xml`). */
function slidesOf(files: Map<string, Buffer>): Array<{ number: number; xml: string }> {
  return [...files]
    .flatMap(([path, bytes]) => {
      const match = /^ppt\/slides\/slide(\d+)\.xml$/.exec(path)
      return match ? [{ number: Number(match[1]), xml: bytes.toString('utf8') }] : []
    })
    .sort((a, b) => a.number - b.number)
}

/** A slide's text: each paragraph (`a:p`) a line of its text runs (`a:t`). */
async function slideText(xml: string): Promise<string> {
  const { load } = await cheerioModule()
  const $ = load(xml, { xml: true })
  return $('a\\:p')
    .map((_, p) =>
      $(p)
        .find('a\\:t')
        .map((__, t) => $(t).text())
        .get()
        .join(''),
    )
    .get()
    .filter((line) => line.trim() !== '')
    .join('\n')
}

/** A PPTX is a ZIP archive: it is unpacked within zip-guard's budget, then each slide's XML is read. */
export default defineRuntime(microsoftPowerpoint, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const files = decodeFileInput(getString(ctx, 'powerpointFile'))
    for (const u of ctx.uploads)
      if (u.type !== 'audio' && u.mime === PPTX_MIME)
        files.push({ name: u.name, data: Buffer.from(u.data.replace(/^data:[^,]*,/, ''), 'base64') })
    const docs: InstanceType<typeof Document>[] = []
    for (const file of files)
      for (const slide of slidesOf(readZipEntries(file.name, file.data))) {
        const text = await slideText(slide.xml)
        if (text)
          docs.push(new Document({ pageContent: text, metadata: { source: file.name, slide: slide.number } }))
      }
    return finishDocuments(ctx, docs)
  },
})
