import type { MessageContent } from '@langchain/core/messages'
import type { Tiktoken } from 'js-tiktoken/lite'
import { nextTurn } from './next-turn'

let encoder: Promise<Tiktoken> | undefined

/**
 * cl100k ranks from the installed js-tiktoken package: LangChain's own loader downloads them, and on a
 * machine without internet access every model call would then stall for about a minute.
 */
function getEncoder(): Promise<Tiktoken> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([lite, ranks]) => {
      const enc = new lite.Tiktoken(ranks.default)
      // We only count tokens (encode). The decode table is 100,000 byte arrays, ~18 MB of heap kept for
      // the life of the process and never read: emptied (js-tiktoken's encode reads only its rank map).
      const decodeTable: unknown = Reflect.get(enc, 'textMap')
      if (decodeTable instanceof Map) decodeTable.clear()
      return enc
    },
  )
  return encoder
}

/** Whether the ranks were loaded (a count asked for them). */
export const ranksLoaded = (): boolean => encoder !== undefined

function toText(content: MessageContent): string {
  if (typeof content === 'string') return content
  return content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('')
}

/**
 * BPE merging costs the square of a pre-tokenized piece's length, and a run of letters without spaces
 * (one long "word", or Chinese text) is a single piece: 20,000 × "z" took ~20 s on the event loop.
 * Cutting such runs every MAX_RUN characters keeps the work linear; a token never spans more than a
 * few characters, so the count moves by at most one token per cut. 32 characters of CJK text are 96
 * bytes for the merge, about a millisecond of work.
 */
const MAX_RUN = 32
/** Characters encoded as one slice when the text has spaces to cut at (~1 ms of work). */
const BATCH = 8_192
/** The event loop gets a turn at least this often (ms): other requests wait no longer than that. */
const YIELD_EVERY_MS = 4
/** Past this many characters the rest is estimated from the counted part's ratio: bounded CPU per call. */
const MAX_COUNTED = 1_000_000

function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d)
}

function isBreak(code: number): boolean {
  // Whitespace and ASCII punctuation end a pre-tokenized piece in cl100k's pattern.
  return code <= 0x40 || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7f)
}

/** Splits text into slices that can be encoded separately without a quadratic piece inside. */
export function* tokenizerSlices(text: string): Generator<string> {
  let start = 0
  let run = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // A batch ends before a single space that starts a word: cl100k splits there too, so the count is exact.
    if (
      i - start >= BATCH &&
      code === 0x20 &&
      !isBreak(text.charCodeAt(i + 1)) &&
      !isSpace(text.charCodeAt(i - 1))
    ) {
      yield text.slice(start, i)
      start = i
    }
    run = isBreak(code) ? 0 : run + 1
    // Never between the two halves of a surrogate pair (emoji, rare CJK).
    if (run >= MAX_RUN && !(code >= 0xd800 && code <= 0xdbff)) {
      yield text.slice(start, i + 1)
      start = i + 1
      run = 0
    }
  }
  if (start < text.length) yield text.slice(start)
}

export async function countTokens(content: MessageContent): Promise<number> {
  const text = toText(content)
  if (text.length === 0) return 0
  const enc = await getEncoder()
  const counted = text.length > MAX_COUNTED ? text.slice(0, MAX_COUNTED) : text
  let tokens = 0
  let lastYield = performance.now()
  for (const slice of tokenizerSlices(counted)) {
    tokens += enc.encode(slice).length
    if (performance.now() - lastYield >= YIELD_EVERY_MS) {
      await nextTurn()
      lastYield = performance.now()
    }
  }
  if (counted.length === text.length) return tokens
  return Math.ceil((tokens * text.length) / counted.length)
}

let installed: Promise<void> | undefined

/**
 * Makes every LangChain model count tokens with the local ranks (see getEncoder). The patch is on the
 * base class because provider models delegate to inner model objects (ChatOpenAI → its
 * completions/responses clients), which a per-instance override would miss. The model runtimes' `warm`
 * installs it; the ranks themselves load at the first count: they are 10 MB of heap for the life of the
 * process, and a flow whose provider reports its usage (every answer asked without LangChain,
 * chat-completions-direct.ts) never counts a token (docs/performance.md).
 */
export function installLocalTokenizer(): Promise<void> {
  installed ??= import('@langchain/core/language_models/base').then(({ BaseLanguageModel }) => {
    Object.defineProperty(BaseLanguageModel.prototype, 'getNumTokens', {
      value: countTokens,
      configurable: true,
      writable: true,
    })
  })
  return installed
}

/** Returns the model once local token counting is installed. */
export async function useLocalTokenizer<T extends object>(model: T): Promise<T> {
  await installLocalTokenizer()
  return model
}
