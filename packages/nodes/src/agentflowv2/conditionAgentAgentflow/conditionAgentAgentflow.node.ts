import type { TNodeInputs } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { memoryInputs, modelInput } from '../shared/v2-inputs'

/** What the model is told first unless the flow overrides it. */
export const DEFAULT_ROUTER_PROMPT = 'You sort the input into exactly one of the scenarios listed.'

export const conditionAgentAgentflow = defineNode({
  name: 'conditionAgentAgentflow',
  label: 'Condition Agent',
  version: 2,
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
    // The session's earlier turns help to read a short answer ("yes", "the second one"); no input message.
    ...memoryInputs('conditionAgent').filter((input) => input.name !== 'conditionAgentUserMessage'),
    {
      label: 'Override System Prompt',
      name: 'conditionAgentOverrideSystemPrompt',
      type: 'boolean',
      optional: true,
      description: 'Replace the built-in system prompt with your own',
    },
    {
      label: 'Node System Prompt',
      name: 'conditionAgentSystemPrompt',
      type: 'string',
      rows: 4,
      optional: true,
      acceptVariable: true,
      default: DEFAULT_ROUTER_PROMPT,
      show: { conditionAgentOverrideSystemPrompt: true },
      description:
        'Said first to the model; the instructions, the scenarios and the JSON answer format follow it',
    },
  ],
  migrations: [
    {
      // Version 1 asked without the session's earlier turns; version 2 sends them unless memory is off.
      fromVersion: 1,
      up: (inputs: TNodeInputs) => ({ conditionAgentEnableMemory: false, ...inputs }),
    },
  ],
})
