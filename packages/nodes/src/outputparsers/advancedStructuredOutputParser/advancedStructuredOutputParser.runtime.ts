import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { advancedStructuredOutputParser } from './advancedStructuredOutputParser.node.js'
import { parseZodSchema } from './parse-zod-schema'

export default defineRuntime(advancedStructuredOutputParser, {
  kind: 'supply',
  async supply(ctx) {
    const { StructuredOutputParser } = await import('@langchain/core/output_parsers')
    return StructuredOutputParser.fromZodSchema(parseZodSchema(getString(ctx, 'exampleJson')))
  },
})
