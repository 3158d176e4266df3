import { defineRuntime } from '../../runtime'
import { authorizedFetch } from '../../shared/authorized-fetch'
import { vertexAccessOf } from '../../shared/google-vertex'
import { warmLangChainOpenAI } from '../../shared/openai-chat-model'
import { defined, modelFetchOf } from '../../shared/model-options'
import { openAICompatibleChat } from '../../shared/openai-compatible-chat'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { chatGoogleVertexAI, VERTEX_CHAT_DEFAULT } from './chatGoogleVertexAI.node.js'

/** Reasoning settings as Vertex AI's OpenAI-compatible endpoint takes them (`extra_body.google`). */
function thinkingConfig(level: string, budget: number | undefined) {
  if (level) return { thinking_level: level, include_thoughts: false }
  return budget === undefined ? undefined : { thinking_budget: budget, include_thoughts: false }
}

/**
 * Vertex AI's OpenAI-compatible chat (`…/locations/<region>/endpoints/openapi/chat/completions`), Google's
 * models named `google/<model>`: tool calls and streaming as OpenAI's. Each request carries the service
 * account's access token, asked and renewed through the run's model fetch.
 */
export default defineRuntime(chatGoogleVertexAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const access = await vertexAccessOf(ctx, modelFetchOf(ctx), {
      region: getString(ctx, 'region').trim() || 'us-central1',
      baseUrl: getString(ctx, 'baseUrl').trim(),
    })
    // Asked now, so a key Google refuses fails the node with Google's answer (the client would call it a
    // connection error); kept for the calls.
    await access.token()
    const name =
      getString(ctx, 'customModelName').trim() || getString(ctx, 'modelName').trim() || VERTEX_CHAT_DEFAULT
    const thinking = thinkingConfig(getString(ctx, 'thinkingLevel'), getOptionalNumber(ctx, 'thinkingBudget'))
    return openAICompatibleChat(ctx, {
      baseURL: `${access.location}/endpoints/openapi`,
      // Replaced on every request by the access token (authorizedFetch).
      apiKey: 'vertex-access-token',
      fallbackModel: VERTEX_CHAT_DEFAULT,
      model: name.includes('/') ? name : `google/${name}`,
      wrapFetch: (fetch) => authorizedFetch(fetch, async () => `Bearer ${await access.token()}`),
      ...defined({ maxTokens: getOptionalNumber(ctx, 'maxOutputTokens') }),
      ...(thinking ? { modelKwargs: { extra_body: { google: { thinking_config: thinking } } } } : {}),
    })
  },
})
