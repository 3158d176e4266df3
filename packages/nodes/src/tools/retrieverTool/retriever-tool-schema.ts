import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** Retriever Tool's tool arguments (its runtime's schema; the Tool node lists them from here too). */
export const RETRIEVER_TOOL_SCHEMA = {
  type: 'object',
  properties: { input: { type: 'string', description: 'What to search for' } },
  required: ['input'],
} satisfies TJsonSchemaObject
