import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Kept so Flowise exports that use it open; Flowise itself no longer runs it (see the runtime). */
export const babyAGI = defineNode({
  name: 'babyAGI',
  label: 'BabyAGI',
  version: 2,
  type: 'BabyAGI',
  category: NodeCategories.Agents,
  description: 'Task-planning agent that made and worked through its own task list; Flowise retired it',
  baseClasses: ['BabyAGI'],
  icon: 'agents/babyAGI/babyAGI.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    { label: 'Task Loop', name: 'taskLoop', type: 'number', default: 3 },
  ],
})
