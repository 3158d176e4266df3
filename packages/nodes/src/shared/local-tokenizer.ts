import type { MessageContent } from '@langchain/core/messages'
import type { Tiktoken } from 'js-tiktoken/lite'

let encoder: Promise<Tiktoken> | undefined

/** cl100k ranks from the installed js-tiktoken package: LangChain's own loader downloads them (ARCHITECTURE §5). */
function getEncoder(): Promise<Tiktoken> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([lite, ranks]) => new lite.Tiktoken(ranks.default),
  )
  return encoder
}

function toText(content: MessageContent): string {
  if (typeof content === 'string') return content
  return content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('')
}

export async function countTokens(content: MessageContent): Promise<number> {
  const text = toText(content)
  if (text.length === 0) return 0
  return (await getEncoder()).encode(text).length
}

let installed: Promise<void> | undefined

/**
 * Makes every LangChain model count tokens with the local ranks. LangChain's `getNumTokens` fetches BPE
 * ranks from the internet and retries for about a minute where that fails (ARCHITECTURE §5). The
 * patch is on the base class because provider models delegate to inner model objects
 * (ChatOpenAI → its completions/responses clients), which a per-instance override would miss.
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
