import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const DynamoDBChatMemory = defineNode({
  name: 'DynamoDBChatMemory',
  label: 'DynamoDB Chat Memory',
  version: 1,
  type: 'DynamoDBChatMemory',
  category: NodeCategories.Memory,
  description: 'Keeps the conversation in a DynamoDB table, one item per session',
  baseClasses: ['DynamoDBChatMemory', 'BufferMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/DynamoDBChatMemory/DynamoDBChatMemory.svg',
  credential: { credentialNames: ['dynamodbMemoryApi'], optional: true },
  inputs: [
    { label: 'Table Name', name: 'tableName', type: 'string' },
    { label: 'Partition Key', name: 'partitionKey', type: 'string' },
    {
      label: 'Region',
      name: 'region',
      type: 'string',
      description: 'The AWS region of the table',
      placeholder: 'us-east-1',
    },
    {
      label: 'Session ID',
      name: 'sessionId',
      type: 'string',
      description: 'Empty: the chat’s session',
      default: '',
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Memory Key',
      name: 'memoryKey',
      type: 'string',
      default: 'chat_history',
      additionalParams: true,
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
