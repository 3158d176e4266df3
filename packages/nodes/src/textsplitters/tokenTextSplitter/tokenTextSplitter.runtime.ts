import type { Tiktoken } from 'js-tiktoken/lite'
import { defineRuntime } from '../../runtime'
import { getNumber } from '../../shared/read-inputs'
import { tokenTextSplitter } from './tokenTextSplitter.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

let encoder: Promise<Tiktoken> | undefined

/** cl100k from the installed js-tiktoken ranks (LangChain's TokenTextSplitter would download them). */
function getEncoder(): Promise<Tiktoken> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([lite, ranks]) => new lite.Tiktoken(ranks.default),
  )
  return encoder
}

/** Windows of `chunkSize` tokens, each starting `chunkSize - chunkOverlap` tokens after the last. */
export async function splitByTokens(
  text: string,
  chunkSize: number,
  chunkOverlap: number,
): Promise<string[]> {
  const enc = await getEncoder()
  const ids = enc.encode(text)
  const step = Math.max(1, chunkSize - chunkOverlap)
  const out: string[] = []
  for (let start = 0; start < ids.length; start += step) {
    out.push(enc.decode(ids.slice(start, start + chunkSize)))
    if (start + chunkSize >= ids.length) break
  }
  return out
}

export default defineRuntime(tokenTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { TextSplitter } = await langchainTextsplitters()
    const chunkSize = getNumber(ctx, 'chunkSize', 1000)
    const chunkOverlap = getNumber(ctx, 'chunkOverlap', 200)
    class LocalTokenTextSplitter extends TextSplitter {
      async splitText(text: string): Promise<string[]> {
        return splitByTokens(text, this.chunkSize, this.chunkOverlap)
      }
    }
    return new LocalTokenTextSplitter({ chunkSize, chunkOverlap })
  },
})
