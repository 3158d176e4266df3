import { defineRuntime } from '../../runtime'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { CODE_LANGUAGES, codeTextSplitter } from './codeTextSplitter.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainTextsplitters = lazyImport(() => import('@langchain/textsplitters'))

export default defineRuntime(codeTextSplitter, {
  kind: 'supply',
  async supply(ctx) {
    const { RecursiveCharacterTextSplitter } = await langchainTextsplitters()
    const wanted = getString(ctx, 'language', 'js')
    const language = CODE_LANGUAGES.find((l) => l === wanted)
    if (!language) throw new NodeInputError(`Language: ${wanted} is not one of ${CODE_LANGUAGES.join(', ')}`)
    return RecursiveCharacterTextSplitter.fromLanguage(language, {
      chunkSize: getNumber(ctx, 'chunkSize', 1000),
      chunkOverlap: getNumber(ctx, 'chunkOverlap', 200),
    })
  },
})
