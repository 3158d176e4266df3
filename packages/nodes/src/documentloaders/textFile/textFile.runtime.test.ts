import { describe, expect, it } from 'vitest'
import { CharacterTextSplitter, RecursiveCharacterTextSplitter } from '@langchain/textsplitters'
import type { TNodeContext } from '../../context'
import { loadNodeRuntime } from '../../runtimes'
import { splitTextFilesInWindows } from '../../shared/documents'

/** A text of ~600 KB: paragraphs, non-ASCII letters (multi-byte in UTF-8, cut across windows) and a BOM. */
const text =
  '\uFEFF' +
  Array.from(
    { length: 4_000 },
    (_, i) => `Paragraph ${i}: the refund policy — ${'données '.repeat(i % 23)}ends here.\n\n`,
  ).join('')
const dataUrl = `data:text/plain;base64,${Buffer.from(text).toString('base64')},filename:big.txt`

async function loadWith(textSplitter: unknown) {
  const module = await loadNodeRuntime('textFile')
  if (module?.runtime.kind !== 'supply') throw new Error('expected a supplying runtime')
  const ctx = { inputs: { txtFile: dataUrl, textSplitter }, uploads: [], output: 'document' }
  return {
    docs: await module.runtime.supply(ctx as unknown as TNodeContext),
    ctx: ctx as unknown as TNodeContext,
  }
}

describe('Text File loader: big files split a window at a time', () => {
  it('gives the documents of splitting the decoded whole file, and reads it through the windowed splitter', async () => {
    const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 400, chunkOverlap: 60 })
    const { docs, ctx } = await loadWith(splitter)
    const whole = await new RecursiveCharacterTextSplitter({
      chunkSize: 400,
      chunkOverlap: 60,
    }).createDocuments([text], [{ source: 'big.txt' }])
    expect(Array.isArray(docs) && docs.length).toBe(whole.length)
    expect(docs).toEqual(whole)
    // The windowed path is the one taken for this splitter (the whole file is never decoded at once).
    expect((await splitTextFilesInWindows(ctx, [{ name: 'big.txt', base64: 'aGk=' }]))?.length).toBe(1)
  })

  it('other splitters still get the whole text', async () => {
    const splitter = new CharacterTextSplitter({ chunkSize: 2_000, chunkOverlap: 0 })
    const { docs, ctx } = await loadWith(splitter)
    expect(await splitTextFilesInWindows(ctx, [])).toBeUndefined()
    const whole = await splitter.createDocuments([text], [{ source: 'big.txt' }])
    expect(docs).toEqual(whole)
  })
})
