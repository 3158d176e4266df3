import type { RecursiveCharacterTextSplitter } from '@langchain/textsplitters'
import { nextTurn } from '../shared/next-turn'
import type { TSplitJob, TSplitPiece } from './split-messages'
import { lazyImport } from '../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

/** Characters of text split at a time (a few milliseconds of work, then the event loop gets a turn). */
export const WINDOW_CHARS = 64 * 1024

const DEFAULT_SEPARATORS = ['\n\n', '\n', ' ', '']

const newLines = (text: string, start = 0, end = text.length) => {
  let n = 0
  for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++
  return n
}

/**
 * LangChain's greedy merge of small splits into chunks with overlap (`TextSplitter.mergeSplits` with the
 * recursive splitter's empty joiner), kept open between windows: a chunk is given out as soon as the next
 * split no longer fits, which no later text can change.
 */
function createMerger(chunkSize: number, chunkOverlap: number, out: string[]) {
  let current: string[] = []
  let total = 0
  const emit = () => {
    const text = current.join('').trim()
    if (text !== '') out.push(text)
  }
  return {
    push(split: string) {
      if (total + split.length > chunkSize && current.length > 0) {
        emit()
        while (total > chunkOverlap || (total + split.length > chunkSize && total > 0)) {
          total -= current[0]?.length ?? 0
          current = current.slice(1)
        }
      }
      current.push(split)
      total += split.length
    },
    flush() {
      emit()
      current = []
      total = 0
    },
  }
}

/**
 * Recursive character splitting of a text that arrives in pieces (a file read as a stream), one bounded
 * window at a time: the chunks and their line numbers (`loc.lines`) are those of
 * `splitter.createDocuments([wholeText])`, and only the unsplit window plus the text since the last
 * chunk is held. Windows end where the text's first separator (a blank line by default) starts, so each
 * window's splits are the whole text's; the merge of splits carries on across windows. A text whose
 * first window lacks that separator may not have it at all, which changes every split: it is read
 * whole and split as LangChain does. `onWindow` sees each window's length (tests check the bound).
 */
export async function* splitInWindows(
  options: TSplitJob['options'],
  pieces: AsyncIterable<string>,
  settings: { windowChars?: number; onWindow?: (chars: number) => void } = {},
): AsyncGenerator<TSplitPiece[]> {
  const { RecursiveCharacterTextSplitter } = await langchainTextsplitters()
  const windowChars = settings.windowChars ?? WINDOW_CHARS
  const separators = [...(options.separators ?? DEFAULT_SEPARATORS)]
  const sizes = { chunkSize: options.chunkSize, chunkOverlap: options.chunkOverlap }
  const source = pieces[Symbol.asyncIterator]()
  let ended = false
  // The text from `bufStart` (global offset) on; splitting continues at `splitAt` (global).
  let buf = ''
  let bufStart = 0
  let splitAt = 0
  const read = async (unsplitChars: number) => {
    while (!ended && buf.length - (splitAt - bufStart) < unsplitChars) {
      const next = await source.next()
      if (next.done) ended = true
      else buf += next.value
    }
  }

  await read(windowChars)
  const first = separators[0] ?? ''
  if (ended || first === '' || !buf.includes(first)) {
    while (!ended) await read(buf.length + windowChars)
    settings.onWindow?.(buf.length)
    const whole = new RecursiveCharacterTextSplitter({ ...sizes, separators })
    const docs = await whole.createDocuments([buf])
    yield docs.map((d) => ({ pageContent: d.pageContent, ...linesOf(d.metadata) }))
    return
  }

  const deeper = new RecursiveCharacterTextSplitter({ ...sizes, separators: separators.slice(1) })
  const chunks: string[] = []
  const merger = createMerger(options.chunkSize, options.chunkOverlap, chunks)
  // createDocuments' line counting, over the chunks in order.
  let line = 1
  let prevChunk: string | null = null
  let prevIndex = -1
  const resolve = (final: boolean): TSplitPiece[] => {
    const done: TSplitPiece[] = []
    while (chunks.length > 0) {
      const chunk = chunks[0] ?? ''
      const local = buf.indexOf(chunk, Math.max(0, prevIndex + 1 - bufStart))
      // Not in the text read so far: its first occurrence may still come.
      if (local === -1 && !final) break
      chunks.shift()
      const index = local === -1 ? -1 : local + bufStart
      const at = (global: number) => Math.max(0, global - bufStart)
      if (prevChunk === null) line += newLines(buf, 0, at(index))
      else {
        const endPrev = prevIndex + prevChunk.length
        if (endPrev < index) line += newLines(buf, at(endPrev), at(index))
        else if (endPrev > index) line -= newLines(buf, at(index), at(endPrev))
      }
      const count = newLines(chunk)
      done.push({ pageContent: chunk, from: line, to: line + count })
      line += count
      prevChunk = chunk
      prevIndex = index
    }
    return done
  }

  for (;;) {
    let unsplit = buf.slice(splitAt - bufStart)
    // The last separator that starts at least one character in, with the whole separator read.
    let cut = ended ? unsplit.length : unsplit.lastIndexOf(first, unsplit.length - first.length)
    while (!ended && cut <= 0) {
      await read(unsplit.length + windowChars)
      unsplit = buf.slice(splitAt - bufStart)
      cut = ended ? unsplit.length : unsplit.lastIndexOf(first, unsplit.length - first.length)
    }
    settings.onWindow?.(cut)
    let from = 0
    const take = async (to: number) => {
      const split = unsplit.slice(from, to)
      from = to
      if (split === '') return
      if (split.length < options.chunkSize) merger.push(split)
      else {
        merger.flush()
        for (const chunk of await deeper.splitText(split)) chunks.push(chunk)
      }
    }
    for (let at = unsplit.indexOf(first, 1); at !== -1 && at < cut; at = unsplit.indexOf(first, at + 1))
      await take(at)
    await take(cut)
    splitAt += cut
    const last = ended && splitAt - bufStart === buf.length
    if (last) merger.flush()
    const done = resolve(last)
    // Keep the text from the last chunk's position (the next search starts there) and the unsplit rest.
    const keepFrom = Math.min(splitAt, prevIndex === -1 ? 0 : prevIndex)
    if (keepFrom > bufStart) {
      buf = buf.slice(keepFrom - bufStart)
      bufStart = keepFrom
    }
    if (done.length > 0) yield done
    if (last) return
    await read(windowChars)
    await nextTurn()
  }
}

function linesOf(metadata: Record<string, unknown>): { from: number; to: number } {
  const loc = metadata.loc
  const lines = loc && typeof loc === 'object' && 'lines' in loc ? loc.lines : undefined
  const from = lines && typeof lines === 'object' && 'from' in lines ? Number(lines.from) : 0
  const to = lines && typeof lines === 'object' && 'to' in lines ? Number(lines.to) : 0
  return { from, to }
}

/**
 * A splitter that changes the text before cutting it (HTML to Markdown) carries `rewritesText: true`: windows
 * of the raw text would skip that step, so such a splitter is always given whole texts.
 */
export interface TRewritingSplitter {
  readonly rewritesText: true
}

/** The options `splitInWindows` needs from a splitter, when it splits as LangChain's recursive splitter does. */
export function windowOptionsOf(splitter: RecursiveCharacterTextSplitter): TSplitJob['options'] | undefined {
  if (!splitter.keepSeparator) return undefined
  if ('rewritesText' in splitter && splitter.rewritesText === true) return undefined
  return {
    chunkSize: splitter.chunkSize,
    chunkOverlap: splitter.chunkOverlap,
    separators: [...splitter.separators],
  }
}
