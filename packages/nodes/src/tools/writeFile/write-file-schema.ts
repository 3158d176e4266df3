import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** Write File's tool arguments (its runtime's schema; the Tool node lists them from here too). */
export const WRITE_FILE_SCHEMA = {
  type: 'object',
  properties: {
    file_path: { type: 'string', description: 'Path of the file in the workspace' },
    text: { type: 'string', description: 'The text to write' },
  },
  required: ['file_path', 'text'],
} satisfies TJsonSchemaObject
