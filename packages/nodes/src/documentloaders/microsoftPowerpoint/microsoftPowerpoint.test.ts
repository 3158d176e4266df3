import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { makeDocxBomb, makeZip } from '@unikflow/testkit'
import { loadDocuments } from '../../testing/load-documents'

const harness = useNodeHarness()
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const fileInput = (name: string, data: Buffer | string) =>
  `data:${PPTX};base64,${Buffer.from(data).toString('base64')},filename:${name}`

/** A slide's XML as PowerPoint writes it: paragraphs of text runs inside shapes. */
const slide = (...paragraphs: string[][]) =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" ' +
      'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>' +
      paragraphs
        .map((runs) => `<a:p>${runs.map((r) => `<a:r><a:t>${r}</a:t></a:r>`).join('')}</a:p>`)
        .join('') +
      '</p:txBody></p:sp></p:spTree></p:cSld></p:sld>',
  )

describe('Microsoft PowerPoint', () => {
  it('loads each slide’s paragraphs in slide order, one document per slide', async () => {
    const deck = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/slides/slide10.xml', data: slide(['Thanks']) },
      { name: 'ppt/slides/slide2.xml', data: slide(['Prices: ', 'Pro &amp; Team'], ['From 10 a month']) },
      { name: 'ppt/slides/slide1.xml', data: slide(['Quarterly review']) },
      { name: 'ppt/slides/_rels/slide1.xml.rels', data: Buffer.from('<Relationships/>') },
    ])
    const docs = await loadDocuments(harness, 'microsoftPowerpoint', {
      powerpointFile: fileInput('q3.pptx', deck),
    })
    expect(docs).toEqual([
      { pageContent: 'Quarterly review', metadata: { source: 'q3.pptx', slide: 1 } },
      { pageContent: 'Prices: Pro & Team\nFrom 10 a month', metadata: { source: 'q3.pptx', slide: 2 } },
      { pageContent: 'Thanks', metadata: { source: 'q3.pptx', slide: 10 } },
    ])
  })

  it('refuses a zip bomb and a file that is not a .pptx archive, naming the file', async () => {
    await expect(
      loadDocuments(harness, 'microsoftPowerpoint', {
        powerpointFile: fileInput('bomb.pptx', makeDocxBomb(200)),
      }),
    ).rejects.toThrow(/bomb\.pptx.*unpacks to more than 64 MB/)
    await expect(
      loadDocuments(harness, 'microsoftPowerpoint', {
        powerpointFile: fileInput('old.ppt', 'binary 97 deck'),
      }),
    ).rejects.toThrow(/old\.ppt.*not a valid ZIP archive/)
  })
})
