import { defineRuntime } from '../../runtime'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { defined, modelFetchOf } from '../../shared/model-options'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getBoolean, getOptionalNumber } from '../../shared/read-inputs'
import { watsonxOf, type TWatsonx } from '../../shared/watsonx'
import { chatIBMWatsonx, WATSONX_CHAT_DEFAULT } from './chatIBMWatsonx.node.js'

/**
 * A chat completions request as watsonx.ai takes it: `/text/chat` or `/text/chat_stream`, the model as
 * `model_id` with the project's `project_id`, and the project's token. Its answers (whole, or SSE events
 * with OpenAI-shaped deltas) are read as they come.
 */
function watsonxChatFetch(watsonx: TWatsonx, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.endsWith('/chat/completions') || typeof init?.body !== 'string') return fetch(input, init)
    const {
      model,
      stream,
      stream_options: _usage,
      ...rest
    } = JSON.parse(init.body) as Record<string, unknown>
    const headers = new Headers(init.headers)
    for (const [name, value] of Object.entries(await watsonx.headers())) headers.set(name, value)
    return fetch(watsonx.url(stream === true ? 'text/chat_stream' : 'text/chat'), {
      ...init,
      headers,
      body: JSON.stringify({ ...rest, model_id: model, project_id: watsonx.projectId }),
    })
  }
}

export default defineRuntime(chatIBMWatsonx, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const watsonx = await watsonxOf(ctx, modelFetchOf(ctx))
    // Asked now, so a key IAM refuses fails the node with IAM's answer (the client would call it a
    // connection error); kept for the calls.
    await watsonx.headers()
    const n = getOptionalNumber(ctx, 'n')
    return openAICompatibleChat(ctx, {
      baseURL: `${watsonx.serviceUrl}/ml/v1`,
      // Replaced on every request by the project's token (watsonxChatFetch).
      apiKey: 'watsonx-token',
      fallbackModel: WATSONX_CHAT_DEFAULT,
      wrapFetch: (fetch) => watsonxChatFetch(watsonx, fetch),
      clientFields: defined({
        n: n !== undefined && n > 1 ? n : undefined,
        logprobs: getBoolean(ctx, 'logprobs', false) || undefined,
      }),
    })
  },
})
