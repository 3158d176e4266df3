import { describe, expect, it } from 'vitest'
import { CharacterTextSplitter, RecursiveCharacterTextSplitter } from '@langchain/textsplitters'
import type { TDocumentStream, TNodeContext, TSourceDocument } from '../../context'
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

describe('Text File loader: a document store’s file as a stream, chunks to its sink', () => {
  /** Runs the loader with a stream of `bytes` in pieces of `pieceBytes`; records what it read and handed over. */
  async function streamWith(textSplitter: unknown, bytes: Buffer, pieceBytes: number, extra = {}) {
    const module = await loadNodeRuntime('textFile')
    if (module?.runtime.kind !== 'supply') throw new Error('expected a supplying runtime')
    const log = { piecesRead: 0, readWhenFirstBatch: -1, batches: [] as TSourceDocument[][] }
    async function* read() {
      for (let at = 0; at < bytes.length; at += pieceBytes) {
        log.piecesRead += 1
        yield bytes.subarray(at, at + pieceBytes)
      }
    }
    const documentStream: TDocumentStream = {
      files: [{ name: 'big.txt', read }],
      async onChunks(batch) {
        if (log.batches.length === 0) log.readWhenFirstBatch = log.piecesRead
        log.batches.push(batch)
      },
    }
    const ctx = {
      inputs: { txtFile: '', textSplitter, ...extra },
      uploads: [],
      output: 'document',
      signal: new AbortController().signal,
      documentStream,
    }
    const returned = await module.runtime.supply(ctx as unknown as TNodeContext)
    return { returned, ...log }
  }

  it('reads the file a piece at a time and hands the chunks of the whole text over in several batches', async () => {
    const bytes = Buffer.from(text)
    const options = { chunkSize: 400, chunkOverlap: 60 }
    const run = await streamWith(new RecursiveCharacterTextSplitter(options), bytes, 64 * 1024)
    const whole = await new RecursiveCharacterTextSplitter(options).createDocuments(
      [text],
      [{ source: 'big.txt' }],
    )
    expect(run.returned).toEqual([])
    expect(run.batches.flat()).toEqual(
      whole.map((d) => ({ pageContent: d.pageContent, metadata: d.metadata })),
    )
    // Several batches, the first handed over before most of the file was read: never the whole file.
    const pieces = Math.ceil(bytes.length / (64 * 1024))
    expect(run.batches.length).toBeGreaterThan(3)
    expect(run.readWhenFirstBatch).toBeGreaterThan(0)
    expect(run.readWhenFirstBatch).toBeLessThan(pieces / 2)
    expect(run.piecesRead).toBe(pieces)
  })

  it('pieces cut inside multi-byte letters decode as the whole does; the node’s metadata rules apply', async () => {
    const options = { chunkSize: 300, chunkOverlap: 0 }
    const run = await streamWith(new RecursiveCharacterTextSplitter(options), Buffer.from(text), 7_777, {
      metadata: '{"kind":"policy"}',
      omitMetadataKeys: 'loc',
    })
    const whole = await new RecursiveCharacterTextSplitter(options).createDocuments([text])
    expect(run.batches.flat().map((d) => d.pageContent)).toEqual(whole.map((d) => d.pageContent))
    expect(run.batches.flat()[0]?.metadata).toEqual({ source: 'big.txt', kind: 'policy' })
  })

  it('other splitters get the whole text, handed over as one batch', async () => {
    const splitter = new CharacterTextSplitter({ chunkSize: 2_000, chunkOverlap: 0 })
    const run = await streamWith(splitter, Buffer.from(text), 64 * 1024)
    expect(run.returned).toEqual([])
    expect(run.batches).toHaveLength(1)
    expect(run.batches[0]).toEqual(await splitter.createDocuments([text], [{ source: 'big.txt' }]))
  })
})
