import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { allowImageUploadsParam, chatModelHead, maxTokensParam } from '../../shared/inputs'

/** xAI's Grok models through xAI's OpenAI-compatible chat completions API. */
export const chatXAI = defineNode({
  name: 'chatXAI',
  label: 'xAI Grok',
  version: 2,
  type: 'ChatXAI',
  category: NodeCategories.ChatModels,
  description: "xAI's Grok chat models",
  baseClasses: ['ChatXAI', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatXAI/chatXAI.svg',
  credential: { credentialNames: ['xaiApi'] },
  inputs: [
    ...chatModelHead({ label: 'Model', name: 'modelName', type: 'string', placeholder: 'grok-beta' }),
    allowImageUploadsParam('Let chat users attach images, sent to Grok models that read them'),
    maxTokensParam(),
  ],
})
