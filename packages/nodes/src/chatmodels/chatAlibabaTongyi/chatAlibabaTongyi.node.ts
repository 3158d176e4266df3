import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, temperatureParam } from '../../shared/inputs'

/** Alibaba's Qwen (Tongyi Qianwen) models through DashScope's OpenAI-compatible mode. */
export const chatAlibabaTongyi = defineNode({
  name: 'chatAlibabaTongyi',
  label: 'Alibaba Tongyi',
  version: 2,
  type: 'ChatAlibabaTongyi',
  category: NodeCategories.ChatModels,
  description:
    "Alibaba's Qwen (Tongyi) chat models through DashScope, with tool calling and streamed answers",
  baseClasses: ['ChatAlibabaTongyi', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatAlibabaTongyi/chatAlibabaTongyi.svg',
  credential: { credentialNames: ['AlibabaApi'] },
  inputs: [
    cacheAnchor,
    { label: 'Model', name: 'modelName', type: 'string', placeholder: 'qwen-plus' },
    temperatureParam,
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
  ],
})
