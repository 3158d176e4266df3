import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** Web Browser's tool arguments (its runtime's schema; the Tool node lists them from here too). */
export const WEB_BROWSER_SCHEMA = {
  type: 'object',
  properties: {
    url: { type: 'string', description: 'The page to read (http or https)' },
    question: { type: 'string', description: 'What to find on the page; empty for a summary' },
  },
  required: ['url'],
} satisfies TJsonSchemaObject
