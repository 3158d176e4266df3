import { defineRuntime } from '../../runtime'
import { getJsonObject, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { streamWhenRead } from '../../shared/stream-when-read'
import { chatNvidiaNIM } from './chatNvidiaNIM.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** NVIDIA's hosted API; a local NIM container is given as Base Path (reached through the guarded model fetch: a local one needs the operator's allowlist). */
const NVIDIA_API_BASE = 'https://integrate.api.nvidia.com/v1'

export default defineRuntime(chatNvidiaNIM, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/openai'), installLocalTokenizer()]),
  async supply(ctx) {
    const { ChatOpenAI } = await langchainOpenai()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'meta/llama-3.1-8b-instruct')
    const headers = getJsonObject(ctx, 'baseOptions').headers
    const model = new ChatOpenAI({
      // Not `streaming`: a client told `streaming: false` never streams (see stream-when-read.ts).
      ...defined({ ...settings, stop: settings.stop, streaming: undefined }),
      // A local NIM needs no key; the OpenAI client insists on one.
      apiKey: credential.nvidiaNIMApiKey || 'nim-local',
      callbacks: usageCallbacks(ctx, settings.model),
      ...defined({
        frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
        presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
      }),
      configuration: {
        baseURL: getString(ctx, 'basePath') || NVIDIA_API_BASE,
        fetch: modelFetchOf(ctx),
        ...(headers && typeof headers === 'object'
          ? { defaultHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])) }
          : {}),
      },
    })
    return withModelCache(ctx, await useLocalTokenizer(streamWhenRead(model, settings.streaming)))
  },
})
