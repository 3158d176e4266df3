import { defineRuntime } from '../../runtime'
import { getNumber, getString } from '../../shared/read-inputs'
import { characterTextSplitter } from './characterTextSplitter.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\' }

/**
 * The separator as typed in a one-line field: `\n`, `\t`, `\r` and `\\` become the characters they name
 * (nobody means a literal backslash-n, which would never cut the text); empty keeps LangChain's blank line.
 */
export function readSeparator(raw: string): string | undefined {
  if (raw === '') return undefined
  return raw.replace(/\\([ntr\\])/g, (_, c: string) => ESCAPES[c] ?? c)
}

export default defineRuntime(characterTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { CharacterTextSplitter } = await langchainTextsplitters()
    const separator = readSeparator(getString(ctx, 'separator'))
    return new CharacterTextSplitter({
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
      ...(separator === undefined ? {} : { separator }),
    })
  },
})
