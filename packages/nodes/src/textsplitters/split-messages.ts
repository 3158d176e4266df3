/** A text to split on the splitting worker, and its answer (plain data: they cross a thread). */
export type TSplitJob = {
  readonly id: number
  readonly options: {
    readonly chunkSize: number
    readonly chunkOverlap: number
    readonly separators?: readonly string[]
  }
  /** LangChain's chunk header options (`chunkHeader`, `chunkOverlapHeader`, `appendChunkOverlapHeader`). */
  readonly headers: Readonly<Record<string, string | boolean>>
  readonly text: string
}

/** One chunk with the lines of the text it came from (LangChain's `metadata.loc.lines`). */
export type TSplitPiece = { readonly pageContent: string; readonly from: number; readonly to: number }

/**
 * The chunks as one string and, per chunk, [length, from, to] in a typed array: two values to copy
 * between threads instead of tens of thousands of small objects (which took the receiving thread
 * hundreds of milliseconds to rebuild for an 8 MB file).
 */
export type TSplitReply =
  | { readonly id: number; readonly joined: string; readonly layout: Int32Array<ArrayBuffer> }
  | { readonly id: number; readonly error: string }

export function packPieces(pieces: readonly TSplitPiece[]): {
  joined: string
  layout: Int32Array<ArrayBuffer>
} {
  const layout = new Int32Array(pieces.length * 3)
  pieces.forEach((piece, i) => layout.set([piece.pageContent.length, piece.from, piece.to], i * 3))
  return { joined: pieces.map((piece) => piece.pageContent).join(''), layout }
}

/** The chunks of a packed reply, one at a time (the caller decides when to give the event loop a turn). */
export function* unpackPieces(joined: string, layout: Int32Array): Generator<TSplitPiece> {
  let at = 0
  for (let i = 0; i < layout.length; i += 3) {
    const length = layout[i] ?? 0
    yield { pageContent: joined.slice(at, at + length), from: layout[i + 1] ?? 0, to: layout[i + 2] ?? 0 }
    at += length
  }
}
