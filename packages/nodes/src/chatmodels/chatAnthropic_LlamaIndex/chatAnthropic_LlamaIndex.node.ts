import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topPParam } from '../../shared/inputs'

/** Flowise's LlamaIndex ChatAnthropic; here the same LangChain model as the ChatAnthropic node (no LlamaIndex). */
export const chatAnthropic_LlamaIndex = defineNode({
  name: 'chatAnthropic_LlamaIndex',
  label: 'ChatAnthropic',
  version: 3,
  type: 'ChatAnthropic',
  category: NodeCategories.ChatModels,
  tags: ['LlamaIndex'],
  description: 'Anthropic chat model for the chat engines (runs as the ChatAnthropic node does)',
  baseClasses: ['ChatAnthropic', 'BaseChatModel_LlamaIndex'],
  icon: 'chatmodels/chatAnthropic_LlamaIndex/chatAnthropic_LlamaIndex.svg',
  credential: { credentialNames: ['anthropicApi'] },
  inputs: [
    { label: 'Model Name', name: 'modelName', type: 'string', default: 'claude-3-haiku' },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.9, optional: true },
    {
      label: 'Max Tokens',
      name: 'maxTokensToSample',
      type: 'number',
      step: 1,
      optional: true,
      additionalParams: true,
    },
    topPParam(),
  ],
})
