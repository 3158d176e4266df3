import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import type { TInputDefinition } from '@unikflow/graph'

const idParam = (label: string, name: string, description: string): TInputDefinition => ({
  label,
  name,
  type: 'string',
  description,
  default: '',
  optional: true,
  additionalParams: true,
})

export const mem0 = defineNode({
  name: 'mem0',
  label: 'Mem0',
  version: 1.1,
  type: 'Mem0',
  category: NodeCategories.Memory,
  description:
    'Keeps the chat’s latest messages and adds what Mem0 remembers about the user that fits the question',
  baseClasses: ['Mem0', 'BaseChatMemory', 'BaseMemory'],
  icon: 'memory/mem0/mem0.svg',
  credential: { credentialNames: ['mem0MemoryApi'] },
  inputs: [
    {
      label: 'User ID',
      name: 'user_id',
      type: 'string',
      description: 'Whose memories Mem0 keeps; needed unless Use Flowise Chat ID is on',
      default: 'flowise-default-user',
      optional: true,
    },
    {
      label: 'Use Flowise Chat ID',
      name: 'useFlowiseChatId',
      type: 'boolean',
      description: 'Use the chat’s session as the Mem0 user instead of User ID',
      default: false,
      optional: true,
    },
    {
      label: 'Search Only',
      name: 'searchOnly',
      type: 'boolean',
      description: 'Read Mem0’s memories but add nothing to them',
      default: false,
      optional: true,
      additionalParams: true,
    },
    idParam('Run ID', 'run_id', 'Mem0 run the memories belong to'),
    idParam('Agent ID', 'agent_id', 'Mem0 agent the memories belong to'),
    idParam('App ID', 'app_id', 'Mem0 app the memories belong to'),
    idParam('Project ID', 'project_id', 'Mem0 project'),
    idParam('Organization ID', 'org_id', 'Mem0 organization'),
    {
      label: 'Memory Key',
      name: 'memoryKey',
      type: 'string',
      default: 'history',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Input Key',
      name: 'inputKey',
      type: 'string',
      default: 'input',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Output Key',
      name: 'outputKey',
      type: 'string',
      default: 'text',
      optional: true,
      additionalParams: true,
    },
  ],
})
