import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** Code Interpreter by E2B's tool argument (its runtime's schema; the Tool node lists it from here too). */
export const E2B_CODE_SCHEMA = {
  type: 'object',
  properties: { input: { type: 'string', description: 'The Python code to run in the sandbox' } },
  required: ['input'],
} satisfies TJsonSchemaObject
