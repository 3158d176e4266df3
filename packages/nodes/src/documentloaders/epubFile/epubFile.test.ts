import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeZip } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()
const fileInput = (name: string, data: Buffer | string) =>
  `data:application/epub+zip;base64,${Buffer.from(data).toString('base64')},filename:${name}`

const xhtml = (title: string, ...paragraphs: string[]) =>
  Buffer.from(
    `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title></head>` +
      `<body><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`,
  )

/** A small EPUB: its spine reads chapter two's file before the cover-less intro listed later in the manifest. */
const book = makeZip([
  { name: 'mimetype', data: Buffer.from('application/epub+zip') },
  {
    name: 'META-INF/container.xml',
    data: Buffer.from(
      '<container><rootfiles><rootfile full-path="OEBPS/content.opf"/></rootfiles></container>',
    ),
  },
  {
    name: 'OEBPS/content.opf',
    data: Buffer.from(
      '<package><manifest><item id="c2" href="text/ch%202.xhtml"/><item id="c1" href="text/ch1.xhtml"/>' +
        '<item id="css" href="style.css"/></manifest><spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>',
    ),
  },
  { name: 'OEBPS/text/ch1.xhtml', data: xhtml('Departure', 'The ship left at dawn.', 'Gulls followed it.') },
  { name: 'OEBPS/text/ch 2.xhtml', data: xhtml('Arrival', 'Land came into view.') },
  { name: 'OEBPS/style.css', data: Buffer.from('p { margin: 0 }') },
])

describe('Epub File', () => {
  it('loads one document per chapter in the reading order, with the chapter’s title', async () => {
    const docs = await loadDocuments(harness, 'epubFile', { epubFile: fileInput('voyage.epub', book) })
    expect(docs).toEqual([
      {
        pageContent: 'Departure\nThe ship left at dawn.\nGulls followed it.',
        metadata: { source: 'voyage.epub', chapter: 1, title: 'Departure' },
      },
      {
        pageContent: 'Arrival\nLand came into view.',
        metadata: { source: 'voyage.epub', chapter: 2, title: 'Arrival' },
      },
    ])
  })

  it('loads one document per file when asked, and refuses an archive that is not a book', async () => {
    const docs = await loadDocuments(harness, 'epubFile', {
      epubFile: fileInput('voyage.epub', book),
      usage: 'perFile',
    })
    expect(docs).toEqual([
      {
        pageContent: 'Departure\nThe ship left at dawn.\nGulls followed it.\n\nArrival\nLand came into view.',
        metadata: { source: 'voyage.epub' },
      },
    ])
    const notABook = makeZip([{ name: 'notes.txt', data: Buffer.from('hi') }])
    await expect(
      loadDocuments(harness, 'epubFile', { epubFile: fileInput('notes.epub', notABook) }),
    ).rejects.toThrow(/notes\.epub.*not an EPUB book/)
  })
})
