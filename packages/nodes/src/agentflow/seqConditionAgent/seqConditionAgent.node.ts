import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'
import {
  conditionInput,
  conversationHistoryInput,
  SEQ_ROUTED_FROM,
  structuredOutputGrid,
} from '../shared/seq-inputs'

export const seqConditionAgent = defineNode({
  name: 'seqConditionAgent',
  label: 'Condition Agent',
  version: 3.1,
  type: 'ConditionAgent',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'A chat model reads the conversation and its answer picks the next step',
  baseClasses: ['ConditionAgent'],
  icon: 'agentflow/seqConditionAgent/seqConditionAgent.svg',
  inputs: [
    { label: 'Name', name: 'conditionAgentName', type: 'string', placeholder: 'Condition Agent' },
    {
      label: 'Sequential Node',
      name: 'sequentialNode',
      type: SEQ_ROUTED_FROM,
      list: true,
    },
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Overrides the model of the Start node for this step',
      optional: true,
    },
    {
      label: 'System Prompt',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      default: 'You decide where the conversation goes next.',
      optional: true,
      additionalParams: true,
    },
    conversationHistoryInput,
    {
      label: 'Human Prompt',
      name: 'humanMessagePrompt',
      type: 'string',
      description: 'Added after the conversation as the last message',
      rows: 4,
      optional: true,
      additionalParams: true,
    },
    { ...promptValuesParam, additionalParams: true },
    {
      label: 'JSON Structured Output',
      name: 'conditionAgentStructuredOutput',
      type: 'datagrid',
      description:
        'Keys of the JSON object the model answers with; conditions read them as $flow.output.<key>',
      datagrid: structuredOutputGrid,
      optional: true,
      additionalParams: true,
    },
    conditionInput('JavaScript returning the name of the output to follow; $flow.output is the answer'),
  ],
  outputs: [
    { label: 'Next', name: 'next', baseClasses: ['Condition'], isAnchor: true },
    { label: 'End', name: 'end', baseClasses: ['Condition'], isAnchor: true },
  ],
})
