import { defineRuntime } from '../../runtime'
import { csvOutputParser } from './csvOutputParser.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreOutputParsers = lazyImport(() => import('@langchain/core/output_parsers'))

export default defineRuntime(csvOutputParser, {
  kind: 'supply',
  async supply() {
    const { CommaSeparatedListOutputParser } = await langchainCoreOutputParsers()
    return new CommaSeparatedListOutputParser()
  },
})
