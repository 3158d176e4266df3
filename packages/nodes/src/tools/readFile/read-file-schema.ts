import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** Read File's tool arguments (its runtime's schema; the Tool node lists them from here too). */
export const READ_FILE_SCHEMA = {
  type: 'object',
  properties: { file_path: { type: 'string', description: 'Path of the file in the workspace' } },
  required: ['file_path'],
} satisfies TJsonSchemaObject
