import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { returnValueAsParam, sequentialNodeInput } from '../shared/seq-inputs'

export const seqExecuteFlow = defineNode({
  name: 'seqExecuteFlow',
  label: 'Execute Flow',
  version: 2,
  type: 'ExecuteFlow',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Asks another chatflow or agentflow of this unik and hands its answer on',
  baseClasses: ['ExecuteFlow'],
  icon: 'agentflow/seqExecuteFlow/seqExecuteFlow.svg',
  loadMethods: ['listFlows'],
  inputs: [
    sequentialNodeInput,
    { label: 'Name', name: 'seqExecuteFlowName', type: 'string' },
    { label: 'Select Flow', name: 'selectedFlow', type: 'asyncOptions', loadMethod: 'listFlows' },
    {
      label: 'Input',
      name: 'seqExecuteFlowInput',
      type: 'string',
      description:
        'What to ask the flow: {{question}} (the question sent to this chat), {{nodeId}} (the last message of that step) or your text',
      default: '{{question}}',
      optional: true,
    },
    {
      label: 'Override Config',
      name: 'overrideConfig',
      type: 'json',
      description: 'Configuration passed to the flow (only what that flow allows to be overridden)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Start new session per message',
      name: 'startNewSession',
      type: 'boolean',
      description: 'A new session each time, so the flow remembers nothing of earlier messages',
      default: false,
      optional: true,
      additionalParams: true,
    },
    returnValueAsParam,
  ],
})
