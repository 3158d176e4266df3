import { defineRuntime } from '../../runtime'
import { qianfanAccountOf, qianfanSignedFetch } from '../../shared/baidu-qianfan'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { defined } from '../../shared/model-options'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { chatBaiduWenxin, WENXIN_CHAT_DEFAULT } from './chatBaiduWenxin.node.js'

/**
 * Qianfan's v2 chat API (`/v2/chat/completions`, OpenAI's wire format) with every request signed by the
 * account's Access Key and Secret Key (`bce-auth-v1`). The credential's Base Path replaces Qianfan's host.
 */
export default defineRuntime(chatBaiduWenxin, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const account = await qianfanAccountOf(ctx)
    const userId = getString(ctx, 'userId').trim()
    return openAICompatibleChat(ctx, {
      baseURL: `${account.base}/v2`,
      // Replaced on every request by the signature (qianfanSignedFetch).
      apiKey: 'qianfan-signed',
      fallbackModel: WENXIN_CHAT_DEFAULT,
      model:
        getString(ctx, 'customModelName').trim() || getString(ctx, 'modelName').trim() || WENXIN_CHAT_DEFAULT,
      wrapFetch: (fetch) => qianfanSignedFetch(account, fetch),
      modelKwargs: defined({
        penalty_score: getOptionalNumber(ctx, 'penaltyScore'),
        user: userId || undefined,
      }),
    })
  },
})
