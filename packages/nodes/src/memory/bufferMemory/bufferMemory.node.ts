import type { TNodeInputs } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryKeyParam, sessionIdParam } from '../../shared/inputs'

export const bufferMemory = defineNode({
  name: 'bufferMemory',
  label: 'Buffer Memory',
  version: 2,
  type: 'BufferMemory',
  category: NodeCategories.Memory,
  description: 'Keeps the whole conversation, stored per session in the Unikflow database',
  baseClasses: ['BufferMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/bufferMemory/bufferMemory.svg',
  inputs: [sessionIdParam, memoryKeyParam],
  migrations: [
    {
      // Version 1 kept messages in process and named the question key; version 2 stores them per session.
      fromVersion: 1,
      up: ({ inputKey: _inputKey, ...inputs }: TNodeInputs) => ({ sessionId: '', ...inputs }),
    },
  ],
})
