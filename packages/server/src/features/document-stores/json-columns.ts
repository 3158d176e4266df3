import { z } from 'zod'
import { ZEmbeddingConfig, ZRecordManagerConfig, ZVectorStoreConfig } from '@unikflow/graph'

export const columnSchemas = {
  nodeConfig: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  metadata: z.record(z.string(), z.unknown()),
  embedding: ZEmbeddingConfig,
  vectorStore: ZVectorStoreConfig,
  recordManager: ZRecordManagerConfig,
}

/** A JSON text column read back through the schema it was written with; null when absent or unreadable. */
export function parseJsonColumn<S extends z.ZodType>(text: string | null, schema: S): z.output<S> | null {
  if (text === null) return null
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
