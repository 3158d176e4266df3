import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updateStateInput } from '../shared/v2-inputs'

export const customFunctionAgentflow = defineNode({
  name: 'customFunctionAgentflow',
  label: 'Custom Function',
  version: 1.1,
  type: 'CustomFunction',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#E4B7FF' } },
  description: 'Runs JavaScript in the sandbox; what it returns is the output',
  baseClasses: ['CustomFunction'],
  icon: 'agentflowv2/customFunctionAgentflow/customFunctionAgentflow.svg',
  loadMethods: ['listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Input Variables',
      name: 'customFunctionInputVariables',
      type: 'array',
      optional: true,
      acceptVariable: true,
      description: 'Each is read in the code as $<name>',
      array: [
        { label: 'Variable Name', name: 'variableName', type: 'string' },
        { label: 'Variable Value', name: 'variableValue', type: 'string', acceptVariable: true },
      ],
    },
    {
      label: 'Javascript Function',
      name: 'customFunctionJavascriptFunction',
      type: 'code',
      description: 'Reads $flow (sessionId, chatId, chatflowId, input, state), $vars and the input variables',
      codeExample: 'const items = $flow.state.items ?? []\nreturn `${items.length} items`',
    },
    updateStateInput('customFunctionUpdateState'),
  ],
})
