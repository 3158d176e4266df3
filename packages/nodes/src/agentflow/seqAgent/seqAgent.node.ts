import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'
import {
  conversationHistoryInput,
  messageHistoryInput,
  sequentialNodeInput,
  updateStateInput,
} from '../shared/seq-inputs'

export const seqAgent = defineNode({
  name: 'seqAgent',
  label: 'Agent',
  version: 4.1,
  type: 'Agent',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'An agent step: a chat model with tools that works until it can hand on its answer',
  baseClasses: ['Agent'],
  icon: 'agentflow/seqAgent/seqAgent.svg',
  inputs: [
    { label: 'Agent Name', name: 'agentName', type: 'string', placeholder: 'Researcher' },
    {
      label: 'System Prompt',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      default: 'You are a helpful assistant. Use the tools you have when they help you answer.',
      optional: true,
    },
    messageHistoryInput,
    conversationHistoryInput,
    {
      label: 'Human Prompt',
      name: 'humanMessagePrompt',
      type: 'string',
      rows: 4,
      optional: true,
      additionalParams: true,
    },
    { label: 'Tools', name: 'tools', type: 'Tool', list: true, optional: true },
    sequentialNodeInput,
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Overrides the model of the Start node for this agent',
      optional: true,
    },
    {
      label: 'Require Approval',
      name: 'interrupt',
      type: 'boolean',
      description: 'Ask the user before a tool runs',
      optional: true,
    },
    {
      label: 'Approval Prompt',
      name: 'approvalPrompt',
      type: 'string',
      rows: 4,
      description:
        'With approval required: the chat model words the question from it, {tools} replaced by the calls; empty: only the buttons show',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Approve Button Text',
      name: 'approveButtonText',
      type: 'string',
      default: 'Proceed',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Reject Button Text',
      name: 'rejectButtonText',
      type: 'string',
      default: 'Reject',
      optional: true,
      additionalParams: true,
    },
    promptValuesParam,
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      description: 'Most tool rounds before the agent stops',
      optional: true,
      additionalParams: true,
    },
    updateStateInput(
      'State keys to set when the agent has answered; $flow.output.content is its answer, $flow.output.usedTools the tools it ran',
    ),
  ],
})
