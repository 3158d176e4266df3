import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A NeMo Guardrails server as a chat model: its configuration's rails and model answer. */
export const chatNemoGuardrails = defineNode({
  name: 'chatNemoGuardrails',
  label: 'Nemo Guardrails',
  version: 1,
  type: 'ChatNemoGuardrails',
  category: NodeCategories.ChatModels,
  description:
    'Answers through a NeMo Guardrails server: the rails of one of its configurations check the conversation and its model answers (no tool calling)',
  baseClasses: ['ChatNemoGuardrails', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatNemoGuardrails/chatNemoGuardrails.svg',
  inputs: [
    {
      label: 'Configuration ID',
      name: 'configurationId',
      type: 'string',
      description: "The id of the server's guardrails configuration (its folder name)",
      optional: false,
    },
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description: 'Where the NeMo Guardrails server listens, such as http://localhost:8000',
      optional: false,
    },
  ],
})
