import { defineRuntime } from '../../runtime'
import { getJsonObject, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, modelStreamOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { chatOpenAI } from './chatOpenAI.node.js'
import { reasoningFields } from '../../shared/reasoning-inputs'
import { openAIChatRoute } from '../../shared/chat-completions-route'
import { langChainOpenAIClass, openAIChatModel, warmLangChainOpenAI } from '../../shared/openai-chat-model'

/** A Base Path (a local vLLM/Ollama) is reached through the guarded model fetch: a private one needs the operator's allowlist. */
export default defineRuntime(chatOpenAI, {
  kind: 'supply',
  warmLangChain: warmLangChainOpenAI,
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'gpt-4o-mini')
    const baseURL = getString(ctx, 'basepath') || credential.basePath || undefined
    const baseOptions = getJsonObject(ctx, 'baseOptions')
    const fields = {
      // Not `streaming`: a client told `streaming: false` never streams (see stream-when-read.ts).
      ...defined({ ...settings, stop: settings.stop, streaming: undefined }),
      apiKey: credential.openAIApiKey || 'sk-none',
      ...defined({
        frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
        presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
      }),
      ...reasoningFields(ctx),
    }
    const headers = stringRecord(baseOptions.headers)
    const fetch = modelFetchOf(ctx)
    const options = {
      ...fields,
      callbacks: usageCallbacks(ctx, settings.model),
      configuration: { ...defined({ baseURL }), defaultHeaders: headers, fetch },
    }
    const route = openAIChatRoute({
      baseURL: baseURL ?? 'https://api.openai.com/v1',
      apiKey: fields.apiKey,
      ctx,
      fields,
      fetch,
      stream: modelStreamOf(ctx),
      usageModel: settings.model,
      ...(headers ? { headers } : {}),
    })
    return openAIChatModel(ctx, { ...langChainOpenAIClass('ChatOpenAI'), options }, route, settings.streaming)
  },
})

function stringRecord(v: unknown): Record<string, string> | undefined {
  if (!v || typeof v !== 'object') return undefined
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]))
}
