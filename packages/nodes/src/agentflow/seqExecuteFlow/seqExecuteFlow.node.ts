import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { returnValueAsParam, sequentialNodeInput } from '../shared/seq-inputs'

export const seqExecuteFlow = defineNode({
  name: 'seqExecuteFlow',
  label: 'Execute Flow',
  version: 1,
  type: 'ExecuteFlow',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Asks another chatflow or agentflow of this unik and hands its answer on',
  baseClasses: ['ExecuteFlow'],
  icon: 'agentflow/seqExecuteFlow/seqExecuteFlow.svg',
  loadMethods: ['listFlows'],
  // Flowise's key for calling a flow over HTTP; kept for Flowise flows, the flow runs on this server here.
  credential: { credentialNames: ['chatflowApi'], optional: true },
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
      label: 'Base URL',
      name: 'baseURL',
      type: 'string',
      description: 'Kept for Flowise flows; not used here: the flow runs on this server',
      placeholder: 'http://localhost:3000',
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
