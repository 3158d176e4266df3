import type { TJsonSchemaObject } from '../../shared/tool-schema'

/** The Store operation's arguments. */
export const DYNAMODB_STORE_SCHEMA = {
  type: 'object',
  properties: {
    key: { type: 'string', description: 'The key to store the value under' },
    value: { type: 'string', description: 'The text value to store' },
  },
  required: ['key', 'value'],
} satisfies TJsonSchemaObject

/** The Retrieve operation's arguments. */
export const DYNAMODB_RETRIEVE_SCHEMA = {
  type: 'object',
  properties: {
    key: { type: 'string', description: 'The key to read the value of' },
    nthLatest: {
      type: 'string',
      description: 'Which version: "1" the latest (the default), "2" the one before it, and so on',
    },
  },
  required: ['key'],
} satisfies TJsonSchemaObject

/** The schema of the tool the node's Operation builds. */
export const dynamoDbKvSchema = (inputs: Readonly<Record<string, unknown>>) =>
  inputs.operation === 'retrieve' ? DYNAMODB_RETRIEVE_SCHEMA : DYNAMODB_STORE_SCHEMA
