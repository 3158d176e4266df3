import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const ZepMemory = defineNode({
  name: 'ZepMemory',
  label: 'Zep Memory - Open Source',
  version: 2,
  type: 'ZepMemory',
  category: NodeCategories.Memory,
  description: 'Keeps the conversation in a Zep server (open source), by session',
  baseClasses: ['ZepMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/ZepMemory/ZepMemory.svg',
  credential: { credentialNames: ['zepMemoryApi'], optional: true },
  inputs: [
    {
      label: 'Base URL',
      name: 'baseURL',
      type: 'string',
      default: 'http://127.0.0.1:8000',
      description: 'The Zep server (reached through the outbound guard)',
    },
    {
      label: 'Session Id',
      name: 'sessionId',
      type: 'string',
      description: 'Empty: the chat’s session',
      default: '',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Size',
      name: 'k',
      type: 'number',
      default: '10',
      description: 'Exchanges of the conversation to read back',
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
