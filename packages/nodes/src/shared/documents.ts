import type { Document } from '@langchain/core/documents'
import type { TDocumentStream, TNodeContext } from '../context'
import { nextTurn } from './next-turn'
import { getJsonObject, getOptionalInstance, getString } from './read-inputs'
import { lazyImport } from './lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))
const textsplittersSplitInWindows = lazyImport(() => import('../textsplitters/split-in-windows'))

/** Splits (when a splitter is connected), adds metadata, drops omitted keys, and picks the chosen output. */
export async function finishDocuments(
  ctx: TNodeContext,
  docs: Document[],
  alreadySplit: Document[] = [],
): Promise<unknown> {
  const { TextSplitter } = await langchainTextsplitters()
  const splitter = getOptionalInstance(ctx, 'textSplitter', TextSplitter)
  const out = withNodeMetadata(ctx, [
    ...alreadySplit,
    ...(splitter ? await splitter.splitDocuments(docs) : docs),
  ])
  if (ctx.output === 'text') return out.map((d) => d.pageContent).join('\n')
  return out
}

/** The node's Additional Metadata added and its Omit Metadata Keys dropped (each document changed in place). */
function withNodeMetadata<D extends { metadata: Record<string, unknown> }>(
  ctx: TNodeContext,
  docs: D[],
): D[] {
  const extra = getJsonObject(ctx, 'metadata')
  const omit = getString(ctx, 'omitMetadataKeys')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  return docs.map((d) => {
    const metadata: Record<string, unknown> = omit.includes('*') ? { ...extra } : { ...d.metadata, ...extra }
    for (const key of omit) delete metadata[key]
    d.metadata = metadata
    return d
  })
}

/** A file input as Flowise stores it (`data:…;base64,…,filename:name.txt`, possibly a JSON array of them). */
export function decodeFileInput(value: string): Array<{ name: string; data: Buffer }> {
  return readFileInput(value).map((f) => ({ name: f.name, data: Buffer.from(f.base64, 'base64') }))
}

/** The files of a file input, still in base64 (so a big file can be decoded a window at a time). */
export function readFileInput(value: string): Array<{ name: string; base64: string }> {
  const items: string[] = value.trim().startsWith('[') ? JSON.parse(value) : [value]
  return items
    .filter((s) => typeof s === 'string' && s.startsWith('data:'))
    .map((s) => {
      const [head = '', tail = ''] = s.split(',filename:')
      return { name: tail || 'file', base64: head.slice(head.indexOf(',') + 1) }
    })
}

/** UTF-8 text of base64 data, decoded a window at a time (a leading byte order mark is kept, as Buffer keeps it). */
export async function* base64TextPieces(base64: string, windowChars = 256 * 1024): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
  // Four base64 characters are three bytes: windows on that boundary decode as the whole does.
  const step = Math.max(4, windowChars - (windowChars % 4))
  for (let i = 0; i < base64.length; i += step) {
    yield decoder.decode(Buffer.from(base64.slice(i, i + step), 'base64'), { stream: true })
    // Reading a big file gives the event loop a turn per window.
    await nextTurn()
  }
  const rest = decoder.decode()
  if (rest !== '') yield rest
}

/**
 * The lines of a text arriving in pieces (as `text.split(/\r?\n/)` gives them, the last one too), a
 * window's worth at a time.
 */
export async function* linesInWindows(pieces: AsyncIterable<string>): AsyncGenerator<string[]> {
  const line = (s: string) => (s.endsWith('\r') ? s.slice(0, -1) : s)
  let rest = ''
  for await (const piece of pieces) {
    const text = rest + piece
    const lines: string[] = []
    let start = 0
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      lines.push(line(text.slice(start, nl)))
      start = nl + 1
    }
    rest = text.slice(start)
    if (lines.length > 0) yield lines
  }
  yield [line(rest)]
}

/**
 * Text files split a window at a time when the connected splitter is a recursive character splitter
 * (Recursive Character, Markdown, Code): neither the decoded file nor the whole text is ever held, and
 * the chunks are those of splitting each file whole. Undefined for other splitters (or none).
 */
export async function splitTextFilesInWindows(
  ctx: TNodeContext,
  files: ReadonlyArray<{ name: string; base64: string }>,
): Promise<Document[] | undefined> {
  const [{ RecursiveCharacterTextSplitter }, { Document }, { splitInWindows, windowOptionsOf }] =
    await Promise.all([langchainTextsplitters(), langchainCoreDocuments(), textsplittersSplitInWindows()])
  const splitter = getOptionalInstance(ctx, 'textSplitter', RecursiveCharacterTextSplitter)
  const options = splitter && windowOptionsOf(splitter)
  if (!options) return undefined
  const docs: Document[] = []
  for (const file of files)
    for await (const batch of splitInWindows(options, base64TextPieces(file.base64)))
      for (const piece of batch)
        docs.push(
          new Document({
            pageContent: piece.pageContent,
            metadata: { source: file.name, loc: { lines: { from: piece.from, to: piece.to } } },
          }),
        )
  return docs
}

/**
 * UTF-8 text of a byte stream, decoded piece by piece (a leading byte order mark is kept, as Buffer keeps
 * it). Pieces are decoded `sliceBytes` at a time: a decoded text of a megabyte or more becomes an external
 * string, memory the garbage collector feels late, so big pieces would pile up before they are freed.
 */
export async function* byteTextPieces(
  bytes: AsyncIterable<Uint8Array>,
  sliceBytes = 64 * 1024,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
  for await (const piece of bytes)
    for (let at = 0; at < piece.length; at += sliceBytes) {
      const text = decoder.decode(piece.subarray(at, at + sliceBytes), { stream: true })
      if (text !== '') yield text
    }
  const rest = decoder.decode()
  if (rest !== '') yield rest
}

/**
 * A document store's files streamed through a recursive character splitter into the store's sink: each
 * file is read and decoded a piece at a time, split a window at a time, and every window's chunks (with
 * the node's metadata) go to `onChunks` before the next is read, so neither the file nor its chunks are
 * ever all held. False (nothing read) when the splitter cannot split in windows or the node answers text.
 */
export async function streamTextFiles(ctx: TNodeContext, stream: TDocumentStream): Promise<boolean> {
  const [{ RecursiveCharacterTextSplitter }, { splitInWindows, windowOptionsOf }] = await Promise.all([
    langchainTextsplitters(),
    textsplittersSplitInWindows(),
  ])
  const splitter = getOptionalInstance(ctx, 'textSplitter', RecursiveCharacterTextSplitter)
  const options = splitter && windowOptionsOf(splitter)
  if (!options || ctx.output === 'text') return false
  for (const file of stream.files)
    for await (const batch of splitInWindows(options, byteTextPieces(file.read()))) {
      if (ctx.signal.aborted) throw new Error('aborted')
      const docs = batch.map((piece) => ({
        pageContent: piece.pageContent,
        metadata: { source: file.name, loc: { lines: { from: piece.from, to: piece.to } } },
      }))
      if (docs.length > 0) await stream.onChunks(withNodeMetadata(ctx, docs))
    }
  return true
}

/** A byte stream read whole (for loaders and splitters that need the whole text). */
export async function wholeBytes(bytes: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = []
  for await (const piece of bytes) pieces.push(piece)
  return Buffer.concat(pieces)
}
