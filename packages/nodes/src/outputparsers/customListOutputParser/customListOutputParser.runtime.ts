import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { customListOutputParser } from './customListOutputParser.node.js'

const langchainCoreOutputParsers = lazyImport(() => import('@langchain/core/output_parsers'))

/** LangChain's list parser with the node's separator and, when set, the number of values it must find. */
export default defineRuntime(customListOutputParser, {
  kind: 'supply',
  async supply(ctx) {
    const { CustomListOutputParser } = await langchainCoreOutputParsers()
    const length = getOptionalNumber(ctx, 'length')
    return new CustomListOutputParser({
      separator: getString(ctx, 'separator') || ',',
      ...(length ? { length: Math.trunc(length) } : {}),
    })
  },
})
