import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  memoryInputs,
  messagesInput,
  modelInput,
  returnResponseAsInput,
  structuredOutputInput,
  updateStateInput,
} from '../shared/v2-inputs'

export const llmAgentflow = defineNode({
  name: 'llmAgentflow',
  label: 'LLM',
  version: 1.1,
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
    structuredOutputInput('llmStructuredOutput'),
    updateStateInput('llmUpdateState'),
  ],
})
