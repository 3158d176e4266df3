import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { updateStateInput } from '../shared/seq-inputs'

const DEFAULT_APPROVAL_PROMPT =
  'You are about to run these tools: {tools}. Ask the user, in one short sentence, whether to go ahead.'

export const seqToolNode = defineNode({
  name: 'seqToolNode',
  label: 'Tool Node',
  version: 2.1,
  type: 'ToolNode',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'Runs the tool calls of the LLM Node before it and hands their output on',
  baseClasses: ['ToolNode'],
  icon: 'agentflow/seqToolNode/seqToolNode.svg',
  inputs: [
    { label: 'Tools', name: 'tools', type: 'Tool', list: true, optional: true },
    { label: 'LLM Node', name: 'llmNode', type: 'LLMNode' },
    { label: 'Name', name: 'toolNodeName', type: 'string', placeholder: 'Tool' },
    {
      label: 'Require Approval',
      name: 'interrupt',
      type: 'boolean',
      description: 'Ask the user before the tools run',
      optional: true,
    },
    {
      label: 'Approval Prompt',
      name: 'approvalPrompt',
      type: 'string',
      description: 'How the chat model asks for approval; {tools} is replaced by the calls',
      default: DEFAULT_APPROVAL_PROMPT,
      rows: 4,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Approve Button Text',
      name: 'approveButtonText',
      type: 'string',
      default: 'Yes',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Reject Button Text',
      name: 'rejectButtonText',
      type: 'string',
      default: 'No',
      optional: true,
      additionalParams: true,
    },
    updateStateInput(
      'State keys to set after the tools ran; $flow.output is the list of tools run ($flow.output[0].toolOutput …)',
    ),
  ],
})
