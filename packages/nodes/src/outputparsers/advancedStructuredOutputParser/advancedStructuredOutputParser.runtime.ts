import { z } from 'zod'
import { defineRuntime } from '../../runtime'
import { getBoolean, getString } from '../../shared/read-inputs'
import { markStructured } from '../../shared/structured-output'
import { advancedStructuredOutputParser } from './advancedStructuredOutputParser.node.js'
import { parseZodSchema } from './parse-zod-schema'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreOutputParsers = lazyImport(() => import('@langchain/core/output_parsers'))

export default defineRuntime(advancedStructuredOutputParser, {
  kind: 'supply',
  async supply(ctx) {
    const { StructuredOutputParser } = await langchainCoreOutputParsers()
    const schema = parseZodSchema(getString(ctx, 'exampleJson'))
    return markStructured(StructuredOutputParser.fromZodSchema(schema), {
      autofix: getBoolean(ctx, 'autofixParser'),
      // JSON modes answer objects only; a list schema is asked for through the format instructions alone.
      jsonObject: schema instanceof z.ZodObject,
    })
  },
})
