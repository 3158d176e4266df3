import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { cacheAnchor, modelNameParam, numberParam, temperatureParam, topPParam } from '../../shared/inputs'

export const WENXIN_CHAT_DEFAULT = 'ernie-4.5-8k-preview'

/** Baidu's ERNIE (Wenxin) models through Qianfan's v2 chat API, signed with the account's keys. */
export const chatBaiduWenxin = defineNode({
  name: 'chatBaiduWenxin',
  label: 'Baidu Wenxin',
  version: 3,
  type: 'ChatBaiduWenxin',
  category: NodeCategories.ChatModels,
  description: "Baidu's ERNIE (Wenxin) chat models on Qianfan, with tool calling and streamed answers",
  baseClasses: ['ChatBaiduWenxin', 'BaseChatModel', 'BaseLanguageModel', 'Runnable'],
  icon: 'chatmodels/chatBaiduWenxin/chatBaiduWenxin.svg',
  credential: { credentialNames: ['baiduQianfanApi'] },
  loadMethods: ['listModels'],
  inputs: [
    cacheAnchor,
    modelNameParam(WENXIN_CHAT_DEFAULT),
    {
      label: 'Custom Model Name',
      name: 'customModelName',
      type: 'string',
      placeholder: 'ernie-speed-128k',
      description: 'A model name to use in place of the one chosen above',
      optional: true,
      additionalParams: true,
    },
    temperatureParam,
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
    topPParam(),
    numberParam('penaltyScore', 'Penalty Score', 0.1, {
      description: 'How much repeating tokens is penalised, from 1.0 (not at all) to 2.0',
    }),
    {
      label: 'User ID',
      name: 'userId',
      type: 'string',
      description: 'An id of the person asking, sent to Baidu with each request',
      optional: true,
      additionalParams: true,
    },
  ],
})
