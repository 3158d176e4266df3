import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  memoryInputs,
  messagesInput,
  modelInput,
  returnResponseAsInput,
  updateStateInput,
} from '../shared/v2-inputs'

export const llmAgentflow = defineNode({
  name: 'llmAgentflow',
  label: 'LLM',
  version: 1,
  type: 'LLM',
  category: NodeCategories.AgentFlows,
  capabilities: { agentflowV2: { canvasType: 'agentFlow', outputs: 'one', color: '#64B5F6' } },
  description: 'Asks a chat model, with messages, memory and an optional structured (JSON) answer',
  baseClasses: ['LLM'],
  icon: 'agentflowv2/llmAgentflow/llmAgentflow.svg',
  loadMethods: ['listModels', 'listRuntimeStateKeys'],
  inputs: [
    modelInput('llmModel'),
    messagesInput('llmMessages'),
    ...memoryInputs('llm'),
    returnResponseAsInput('llmReturnResponseAs'),
    {
      label: 'JSON Structured Output',
      name: 'llmStructuredOutput',
      type: 'array',
      optional: true,
      acceptVariable: true,
      description:
        'Keys the answer must have; the output then is a JSON object read as {{ <node id>.output.<key> }}',
      array: [
        { label: 'Key', name: 'key', type: 'string' },
        {
          label: 'Type',
          name: 'type',
          type: 'options',
          options: [
            { label: 'String', name: 'string' },
            { label: 'String Array', name: 'stringArray' },
            { label: 'Number', name: 'number' },
            { label: 'Boolean', name: 'boolean' },
            { label: 'Enum', name: 'enum' },
            { label: 'JSON Array', name: 'jsonArray' },
          ],
        },
        { label: 'Enum Values', name: 'enumValues', type: 'string', optional: true },
        { label: 'JSON Schema', name: 'jsonSchema', type: 'code', optional: true },
        { label: 'Description', name: 'description', type: 'string' },
      ],
    },
    updateStateInput('llmUpdateState'),
  ],
})
