import { defineRuntime } from '../../runtime'
import { csvOutputParser } from './csvOutputParser.node.js'

export default defineRuntime(csvOutputParser, {
  kind: 'supply',
  async supply() {
    const { CommaSeparatedListOutputParser } = await import('@langchain/core/output_parsers')
    return new CommaSeparatedListOutputParser()
  },
})
