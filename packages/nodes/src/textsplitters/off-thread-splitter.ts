import type { Document } from '@langchain/core/documents'
import type { RecursiveCharacterTextSplitter, TextSplitterChunkHeaderOptions } from '@langchain/textsplitters'
import { OFF_THREAD_MIN_CHARS, splitOffThread } from './split-off-thread'
import type { TSplitJob } from './split-messages'

/** Documents built between two turns of the event loop. */
const DOCUMENTS_PER_TURN = 2_000
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

type TMetadata = Record<string, unknown>

/**
 * A recursive character splitter that splits big texts (a loaded file of megabytes) on a worker thread,
 * line numbers included, and builds their documents a few thousand at a time: the server keeps
 * answering meanwhile. Small texts are split here as usual; the chunks are the same either way.
 */
export async function createOffThreadSplitter(
  options: TSplitJob['options'],
): Promise<RecursiveCharacterTextSplitter> {
  const [{ RecursiveCharacterTextSplitter }, { Document }] = await Promise.all([
    import('@langchain/textsplitters'),
    import('@langchain/core/documents'),
  ])

  async function bigTextDocuments(text: string, metadata: TMetadata, headers: TSplitJob['headers']) {
    const pieces = await splitOffThread(options, text, headers)
    const docs: Document[] = []
    const loc = metadata.loc && typeof metadata.loc === 'object' ? metadata.loc : {}
    for (const [i, piece] of pieces.entries()) {
      if (i > 0 && i % DOCUMENTS_PER_TURN === 0) await nextTurn()
      const lines = { from: piece.from, to: piece.to }
      docs.push(
        new Document({ pageContent: piece.pageContent, metadata: { ...metadata, loc: { ...loc, lines } } }),
      )
    }
    return docs
  }

  class OffThreadSplitter extends RecursiveCharacterTextSplitter {
    override async splitText(text: string): Promise<string[]> {
      if (text.length < OFF_THREAD_MIN_CHARS) return super.splitText(text)
      return (await splitOffThread(options, text)).map((piece) => piece.pageContent)
    }

    override async createDocuments(
      texts: string[],
      metadatas: TMetadata[] = [],
      chunkHeaderOptions: TextSplitterChunkHeaderOptions = {},
    ): Promise<Document[]> {
      const headers = Object.fromEntries(
        Object.entries(chunkHeaderOptions).filter(
          (entry): entry is [string, string | boolean] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
        ),
      )
      const docs: Document[] = []
      for (const [i, text] of texts.entries()) {
        const metadata = metadatas[i] ?? {}
        const made =
          text.length < OFF_THREAD_MIN_CHARS
            ? await super.createDocuments([text], [metadata], chunkHeaderOptions)
            : await bigTextDocuments(text, metadata, headers)
        for (const doc of made) docs.push(doc)
      }
      return docs
    }
  }
  const { separators, ...sizes } = options
  return new OffThreadSplitter({ ...sizes, ...(separators ? { separators: [...separators] } : {}) })
}
