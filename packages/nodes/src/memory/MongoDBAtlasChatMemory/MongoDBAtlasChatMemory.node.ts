import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's MongoDB Atlas memory: the chat in a collection, through the MongoDB driver behind the outbound guard. */
export const MongoDBAtlasChatMemory = defineNode({
  name: 'MongoDBAtlasChatMemory',
  label: 'MongoDB Atlas Chat Memory',
  version: 1,
  type: 'MongoDBAtlasChatMemory',
  category: NodeCategories.Memory,
  description:
    'Keeps the conversation in a MongoDB Atlas collection, one document per session as Flowise writes it',
  baseClasses: ['MongoDBAtlasChatMemory', 'BufferMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/MongoDBAtlasChatMemory/MongoDBAtlasChatMemory.svg',
  credential: { credentialNames: ['mongoDBUrlApi'] },
  inputs: [
    { label: 'Database', name: 'databaseName', placeholder: '<DB_NAME>', type: 'string' },
    { label: 'Collection Name', name: 'collectionName', placeholder: '<COLLECTION_NAME>', type: 'string' },
    {
      label: 'Session Id',
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
  ],
})
