import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { promptValuesParam } from '../../shared/inputs'
import {
  conversationHistoryInput,
  messageHistoryInput,
  sequentialNodeInput,
  structuredOutputGrid,
  updateStateInput,
} from '../shared/seq-inputs'

export const seqLLMNode = defineNode({
  name: 'seqLLMNode',
  label: 'LLM Node',
  version: 4.1,
  type: 'LLMNode',
  category: NodeCategories.SequentialAgents,
  capabilities: { sequential: true },
  description: 'One chat model call on the conversation so far, optionally with a JSON structured answer',
  baseClasses: ['LLMNode'],
  icon: 'agentflow/seqLLMNode/seqLLMNode.svg',
  inputs: [
    { label: 'Name', name: 'llmNodeName', type: 'string', placeholder: 'Writer' },
    {
      label: 'System Prompt',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      optional: true,
      additionalParams: true,
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
    sequentialNodeInput,
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Overrides the model of the Start node for this step',
      optional: true,
    },
    { ...promptValuesParam, additionalParams: true },
    {
      label: 'JSON Structured Output',
      name: 'llmStructuredOutput',
      type: 'datagrid',
      description: 'Keys, types and descriptions of the JSON the model must answer with',
      datagrid: structuredOutputGrid,
      optional: true,
      additionalParams: true,
    },
    updateStateInput(
      'State keys to set after the answer; $flow.output.content is the answer, $flow.output.<key> a key of its JSON structured output',
    ),
  ],
})
