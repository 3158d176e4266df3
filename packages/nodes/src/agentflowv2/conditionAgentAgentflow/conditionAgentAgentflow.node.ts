import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { modelInput } from '../shared/v2-inputs'

export const conditionAgentAgentflow = defineNode({
  name: 'conditionAgentAgentflow',
  label: 'Condition Agent',
  version: 1,
  type: 'ConditionAgent',
  category: NodeCategories.AgentFlows,
  capabilities: {
    agentflowV2: {
      canvasType: 'agentFlow',
      outputs: { perItemOf: 'conditionAgentScenarios', plusElse: false },
      color: '#ff8fab',
    },
  },
  description: 'A chat model picks which scenario the input matches; each scenario has its own output',
  baseClasses: ['ConditionAgent'],
  icon: 'agentflowv2/conditionAgentAgentflow/conditionAgentAgentflow.svg',
  loadMethods: ['listModels'],
  inputs: [
    modelInput('conditionAgentModel'),
    {
      label: 'Instructions',
      name: 'conditionAgentInstructions',
      type: 'string',
      optional: true,
      acceptVariable: true,
      rows: 4,
      placeholder: 'Tell whether the user asks about the weather',
    },
    {
      label: 'Input',
      name: 'conditionAgentInput',
      type: 'string',
      default: '{{ question }}',
      acceptVariable: true,
      rows: 4,
      description: 'The text the model classifies',
    },
    {
      label: 'Scenarios',
      name: 'conditionAgentScenarios',
      type: 'array',
      default: [{ scenario: '' }, { scenario: '' }],
      description: 'One output per scenario, in this order',
      array: [{ label: 'Scenario', name: 'scenario', type: 'string', placeholder: 'The user wants a pizza' }],
    },
  ],
})
