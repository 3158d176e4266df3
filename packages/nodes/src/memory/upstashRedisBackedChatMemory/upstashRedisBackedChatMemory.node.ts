import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryKeyParam, sessionIdParam } from '../../shared/inputs'

export const upstashRedisBackedChatMemory = defineNode({
  name: 'upstashRedisBackedChatMemory',
  label: 'Upstash Redis-Backed Chat Memory',
  version: 2,
  type: 'UpstashRedisBackedChatMemory',
  category: NodeCategories.Memory,
  description: "Keeps the conversation in an Upstash Redis database, over Upstash's REST API",
  baseClasses: ['UpstashRedisBackedChatMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/upstashRedisBackedChatMemory/upstashRedisBackedChatMemory.svg',
  credential: { credentialNames: ['upstashRedisMemoryApi'] },
  inputs: [
    {
      label: 'Upstash Redis REST URL',
      name: 'baseURL',
      type: 'string',
      placeholder: 'https://<your-database>.upstash.io',
      description: 'The REST URL of your Upstash database, reached through the outbound guard',
    },
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
  ],
})
