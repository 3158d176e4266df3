import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputModerationAnchor } from '../../shared/inputs'

export const seqStart = defineNode({
  name: 'seqStart',
  label: 'Start',
  version: 2,
  type: 'Start',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true, start: true },
  description: 'Where an agent flow begins: the default chat model, state and memory of the conversation',
  baseClasses: ['Start'],
  icon: 'agentflow/seqStart/seqStart.svg',
  inputs: [
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Used by every agent and LLM node that has no model of its own; must support tool calling',
    },
    {
      label: 'Agent Memory',
      name: 'agentMemory',
      type: 'BaseCheckpointSaver',
      description: 'Saves the flow state between messages',
      optional: true,
    },
    {
      label: 'State',
      name: 'state',
      type: 'State',
      description: 'Custom state shared by the nodes; "messages" is always part of it',
      optional: true,
    },
    inputModerationAnchor,
  ],
})
