import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryKeyParam, sessionIdParam } from '../../shared/inputs'

export const redisBackedChatMemory = defineNode({
  name: 'RedisBackedChatMemory',
  label: 'Redis-Backed Chat Memory',
  version: 2,
  type: 'RedisBackedChatMemory',
  category: NodeCategories.Memory,
  description: 'Keeps the conversation in a Redis server, shared by every Unikflow process',
  baseClasses: ['RedisBackedChatMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/RedisBackedChatMemory/RedisBackedChatMemory.svg',
  credential: { credentialNames: ['redisCacheApi', 'redisCacheUrlApi'], optional: true },
  inputs: [
    sessionIdParam,
    {
      label: 'Session Timeouts',
      name: 'sessionTTL',
      type: 'number',
      description: 'Seconds after which a silent session is forgotten; empty keeps it forever',
      optional: true,
      additionalParams: true,
    },
    memoryKeyParam,
    {
      label: 'Window Size',
      name: 'windowSize',
      type: 'number',
      description: 'Number of recent messages read back; empty reads them all',
      optional: true,
      additionalParams: true,
    },
  ],
})
