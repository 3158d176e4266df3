import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { returnResponseAsInput, updateStateInput } from '../shared/v2-inputs'

export const executeFlowAgentflow = defineNode({
  name: 'executeFlowAgentflow',
  label: 'Execute Flow',
  version: 1.2,
  type: 'ExecuteFlow',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#a3b18a' } },
  description: 'Runs another flow of this unik with an input and takes its answer',
  baseClasses: ['ExecuteFlow'],
  icon: 'agentflowv2/executeFlowAgentflow/executeFlowAgentflow.svg',
  loadMethods: ['listFlows', 'listRuntimeStateKeys'],
  // Flowise sends its key to a remote Flowise; flows run inside this server, so it is kept, not needed.
  credential: { credentialNames: ['chatflowApi'], optional: true },
  inputs: [
    { label: 'Select Flow', name: 'executeFlowSelectedFlow', type: 'asyncOptions', loadMethod: 'listFlows' },
    { label: 'Input', name: 'executeFlowInput', type: 'string', acceptVariable: true, rows: 4 },
    {
      label: 'Override Config',
      name: 'executeFlowOverrideConfig',
      type: 'json',
      optional: true,
      acceptVariable: true,
      description: "Sent as the run's overrideConfig (the flow must allow it)",
    },
    {
      label: 'Base URL',
      name: 'executeFlowBaseURL',
      type: 'string',
      optional: true,
      description: 'Kept for Flowise files; flows run inside this server',
    },
    returnResponseAsInput('executeFlowReturnResponseAs'),
    updateStateInput('executeFlowUpdateState'),
  ],
})
