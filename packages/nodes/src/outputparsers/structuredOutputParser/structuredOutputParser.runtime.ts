import { z } from 'zod'
import { defineRuntime } from '../../runtime'
import { getBoolean } from '../../shared/read-inputs'
import { markStructured } from '../../shared/structured-output'
import { structuredOutputParser } from './structuredOutputParser.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreOutputParsers = lazyImport(() => import('@langchain/core/output_parsers'))

const ZRow = z.object({
  property: z.string().min(1),
  type: z.enum(['string', 'number', 'boolean']).catch('string'),
  description: z.string().optional(),
})

export default defineRuntime(structuredOutputParser, {
  kind: 'supply',
  async supply(ctx) {
    const { StructuredOutputParser } = await langchainCoreOutputParsers()
    const raw = ctx.inputs.jsonStructure
    const rows = z.array(ZRow).parse(typeof raw === 'string' ? JSON.parse(raw || '[]') : (raw ?? []))
    const shape: Record<string, z.ZodType> = {}
    for (const row of rows) {
      const base = row.type === 'number' ? z.number() : row.type === 'boolean' ? z.boolean() : z.string()
      shape[row.property] = row.description ? base.describe(row.description) : base
    }
    return markStructured(StructuredOutputParser.fromZodSchema(z.object(shape)), {
      autofix: getBoolean(ctx, 'autofixParser'),
      jsonObject: true,
    })
  },
})
