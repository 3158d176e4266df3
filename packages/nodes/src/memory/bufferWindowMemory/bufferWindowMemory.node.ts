import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryKeyParam, sessionIdParam } from '../../shared/inputs'

export const bufferWindowMemory = defineNode({
  name: 'bufferWindowMemory',
  label: 'Buffer Window Memory',
  version: 2,
  type: 'BufferWindowMemory',
  category: NodeCategories.Memory,
  description: 'Keeps only the last k exchanges of the conversation',
  baseClasses: ['BufferWindowMemory', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/bufferWindowMemory/bufferWindowMemory.svg',
  inputs: [
    {
      label: 'Size',
      name: 'k',
      type: 'number',
      description: 'Number of recent exchanges to keep',
      default: '4',
    },
    sessionIdParam,
    memoryKeyParam,
  ],
})
