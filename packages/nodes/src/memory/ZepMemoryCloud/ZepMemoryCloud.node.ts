import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const ZepMemoryCloud = defineNode({
  name: 'ZepMemoryCloud',
  label: 'Zep Memory - Cloud',
  version: 2,
  type: 'ZepMemory',
  category: NodeCategories.Memory,
  description: 'Keeps the conversation in Zep Cloud, by session, with the summary Zep writes of it',
  baseClasses: ['ZepMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/ZepMemoryCloud/ZepMemoryCloud.svg',
  credential: { credentialNames: ['zepMemoryApi'], optional: true },
  inputs: [
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
      label: 'Memory Type',
      name: 'memoryType',
      type: 'string',
      default: 'perpetual',
      description: 'How Zep reads the memory back: perpetual or message_window',
      additionalParams: true,
    },
    { label: 'AI Prefix', name: 'aiPrefix', type: 'string', default: 'ai', additionalParams: true },
    { label: 'Human Prefix', name: 'humanPrefix', type: 'string', default: 'human', additionalParams: true },
    {
      label: 'Memory Key',
      name: 'memoryKey',
      type: 'string',
      default: 'chat_history',
      additionalParams: true,
    },
    { label: 'Input Key', name: 'inputKey', type: 'string', default: 'input', additionalParams: true },
    { label: 'Output Key', name: 'outputKey', type: 'string', default: 'text', additionalParams: true },
  ],
})
