import type { Document } from '@langchain/core/documents'
import type { RecursiveCharacterTextSplitter, TextSplitterChunkHeaderOptions } from '@langchain/textsplitters'
import { nextTurn } from '../shared/next-turn'
import { OFF_THREAD_MIN_CHARS, splitOffThread } from './split-off-thread'
import type { TSplitJob, TSplitPiece } from './split-messages'
import { lazyImport } from '../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Chunks taken from the worker's answer between two turns of the event loop. */
const CHUNKS_PER_TURN = 2_000

/** Maps the chunks in slices of CHUNKS_PER_TURN, giving the event loop a turn between slices. */
async function mapInTurns<T>(pieces: Iterable<TSplitPiece>, map: (piece: TSplitPiece) => T): Promise<T[]> {
  const out: T[] = []
  for (const piece of pieces) {
    if (out.length > 0 && out.length % CHUNKS_PER_TURN === 0) await nextTurn()
    out.push(map(piece))
  }
  return out
}

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
    langchainTextsplitters(),
    langchainCoreDocuments(),
  ])

  async function bigTextDocuments(text: string, metadata: TMetadata, headers: TSplitJob['headers']) {
    const loc = metadata.loc && typeof metadata.loc === 'object' ? metadata.loc : {}
    return mapInTurns(
      await splitOffThread(options, text, headers),
      (piece) =>
        new Document({
          pageContent: piece.pageContent,
          metadata: { ...metadata, loc: { ...loc, lines: { from: piece.from, to: piece.to } } },
        }),
    )
  }

  class OffThreadSplitter extends RecursiveCharacterTextSplitter {
    override async splitText(text: string): Promise<string[]> {
      if (text.length < OFF_THREAD_MIN_CHARS) return super.splitText(text)
      return mapInTurns(await splitOffThread(options, text), (piece) => piece.pageContent)
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
