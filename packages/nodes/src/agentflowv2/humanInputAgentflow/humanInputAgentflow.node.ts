import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { modelInput } from '../shared/v2-inputs'

export const humanInputAgentflow = defineNode({
  name: 'humanInputAgentflow',
  label: 'Human Input',
  version: 1,
  type: 'HumanInput',
  category: NodeCategories.AgentFlows,
  capabilities: {
    agentflowV2: {
      canvasType: 'agentFlow',
      outputs: { count: 2, labels: ['Proceed', 'Reject'] },
      color: '#6E6EFD',
    },
  },
  description: 'Pauses the flow until a person proceeds (first output) or rejects (second output)',
  baseClasses: ['HumanInput'],
  icon: 'agentflowv2/humanInputAgentflow/humanInputAgentflow.svg',
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Description Type',
      name: 'humanInputDescriptionType',
      type: 'options',
      default: 'fixed',
      options: [
        { label: 'Fixed', name: 'fixed', description: 'The text below is shown' },
        {
          label: 'Dynamic',
          name: 'dynamic',
          description: 'A chat model writes the text from the conversation',
        },
      ],
    },
    {
      label: 'Description',
      name: 'humanInputDescription',
      type: 'string',
      acceptVariable: true,
      rows: 4,
      placeholder: 'Are you sure you want to proceed?',
      show: { humanInputDescriptionType: 'fixed' },
    },
    modelInput('humanInputModel', { show: { humanInputDescriptionType: 'dynamic' } }),
    {
      label: 'Prompt',
      name: 'humanInputModelPrompt',
      type: 'string',
      acceptVariable: true,
      rows: 4,
      default:
        'Summarize the conversation so far, repeat the last assistant message, and ask whether to proceed.',
      show: { humanInputDescriptionType: 'dynamic' },
    },
    {
      label: 'Enable Feedback',
      name: 'humanInputEnableFeedback',
      type: 'boolean',
      default: true,
      description: 'The person may write feedback with the decision',
    },
  ],
})
