import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Kept so Flowise exports that use it open; Flowise itself no longer runs it (see the runtime). */
export const autoGPT = defineNode({
  name: 'autoGPT',
  label: 'AutoGPT',
  version: 2,
  type: 'AutoGPT',
  category: NodeCategories.Agents,
  description: 'Autonomous agent that set itself goals; Flowise retired it',
  baseClasses: ['AutoGPT'],
  icon: 'agents/autoGPT/autoGPT.svg',
  badge: 'DEPRECATING',
  inputs: [
    { label: 'Allowed Tools', name: 'tools', type: 'Tool', list: true },
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    { label: 'Vector Store Retriever', name: 'vectorStoreRetriever', type: 'BaseRetriever' },
    { label: 'AutoGPT Name', name: 'aiName', type: 'string', optional: true },
    { label: 'AutoGPT Role', name: 'aiRole', type: 'string', optional: true },
    { label: 'Maximum Loop', name: 'maxLoop', type: 'number', default: 5, optional: true },
  ],
})
