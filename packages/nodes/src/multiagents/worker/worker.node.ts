import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const worker = defineNode({
  name: 'worker',
  label: 'Worker',
  version: 2,
  type: 'Worker',
  category: NodeCategories.MultiAgents,
  capabilities: { sequential: true },
  description:
    "A member of a supervisor's team: its own prompt and tools; answers the supervisor's instructions",
  baseClasses: ['Worker'],
  icon: 'multiagents/worker/worker.svg',
  inputs: [
    { label: 'Worker Name', name: 'workerName', type: 'string', placeholder: 'Researcher' },
    {
      label: 'Worker Prompt',
      name: 'workerPrompt',
      type: 'string',
      rows: 4,
      default: 'You are a researcher who finds facts with the tools you have.',
      description: 'May use {variables} filled from Prompt Input Values',
    },
    { label: 'Tools', name: 'tools', type: 'Tool', list: true, optional: true },
    { label: 'Supervisor', name: 'supervisor', type: 'Supervisor' },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      optional: true,
      description: "The supervisor's model when empty",
    },
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      optional: true,
    },
    {
      label: 'Prompt Input Values',
      name: 'promptValues',
      type: 'json',
      optional: true,
      description: 'JSON object of the values of the {variables} in the prompt',
    },
  ],
})
