import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updateStateInput } from '../shared/v2-inputs'

export const toolAgentflow = defineNode({
  name: 'toolAgentflow',
  label: 'Tool',
  version: 1.2,
  type: 'Tool',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#d4a373' } },
  description: 'Calls one tool node with the arguments given here',
  baseClasses: ['Tool'],
  icon: 'agentflowv2/toolAgentflow/toolAgentflow.svg',
  loadMethods: ['listTools', 'listToolInputArgs', 'listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Tool',
      name: 'toolAgentflowSelectedTool',
      type: 'asyncOptions',
      loadMethod: 'listTools',
      loadConfig: true,
    },
    {
      label: 'Tool Input Arguments',
      name: 'toolInputArgs',
      type: 'array',
      acceptVariable: true,
      show: { toolAgentflowSelectedTool: '.+' },
      array: [
        {
          label: 'Input Argument Name',
          name: 'inputArgName',
          type: 'asyncOptions',
          loadMethod: 'listToolInputArgs',
          freeSolo: true,
        },
        { label: 'Input Argument Value', name: 'inputArgValue', type: 'string', acceptVariable: true },
      ],
    },
    updateStateInput('toolUpdateState'),
  ],
})
