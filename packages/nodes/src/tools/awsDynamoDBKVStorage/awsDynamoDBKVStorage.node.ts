import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A tool an agent stores text under keys with, or reads it back by version, in a DynamoDB table. */
export const awsDynamoDBKVStorage = defineNode({
  name: 'awsDynamoDBKVStorage',
  label: 'AWS DynamoDB KV Storage',
  version: 1,
  type: 'AWSDynamoDBKVStorage',
  category: NodeCategories.Tools,
  description:
    'Lets an agent store text values by key in a DynamoDB table, every write kept as a version, and read them back',
  baseClasses: ['AWSDynamoDBKVStorage', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/awsDynamoDBKVStorage/awsDynamoDBKVStorage.svg',
  credential: { label: 'AWS Credentials', credentialNames: ['awsApi'] },
  inputs: [
    {
      label: 'AWS Region',
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description: 'The AWS region of the table',
    },
    {
      label: 'DynamoDB Table',
      name: 'tableName',
      type: 'string',
      description: 'A table whose partition key is "pk" and sort key "sk" (both strings)',
    },
    {
      label: 'Key Prefix',
      name: 'keyPrefix',
      type: 'string',
      description: 'Put before every key, with #: prefix "myapp" stores key "user" as "myapp#user"',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Operation',
      name: 'operation',
      type: 'options',
      options: [
        { label: 'Store', name: 'store' },
        { label: 'Retrieve', name: 'retrieve' },
      ],
      default: 'store',
      description: 'Whether the tool stores values or reads them',
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      description: 'A DynamoDB-compatible endpoint; empty for https://dynamodb.<region>.amazonaws.com',
      optional: true,
      additionalParams: true,
    },
  ],
})
