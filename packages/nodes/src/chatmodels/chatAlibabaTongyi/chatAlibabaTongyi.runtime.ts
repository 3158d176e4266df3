import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { chatAlibabaTongyi } from './chatAlibabaTongyi.node.js'

const DASHSCOPE = 'https://dashscope.aliyuncs.com'

/**
 * DashScope's OpenAI-compatible mode (`/compatible-mode/v1/chat/completions`) with the AlibabaApi key. The
 * credential's Base Path replaces DashScope's host (its international endpoint, a proxy).
 */
export default defineRuntime(chatAlibabaTongyi, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const base = (credential.basePath?.trim() || DASHSCOPE).replace(/\/+$/, '')
    return openAICompatibleChat(ctx, {
      baseURL: `${base}/compatible-mode/v1`,
      apiKey: credential.alibabaApiKey || 'dashscope-none',
      fallbackModel: 'qwen-plus',
    })
  },
})
