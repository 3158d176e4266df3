import { defineRuntime } from '../../runtime'
import { getJsonObject, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { skipTokenEstimates } from '../../shared/openai-token-estimates'
import { chatNvidiaNIM } from './chatNvidiaNIM.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** NVIDIA's hosted API; a local NIM container is given as Base Path (the editor's choice, like any model server). */
const NVIDIA_API_BASE = 'https://integrate.api.nvidia.com/v1'

export default defineRuntime(chatNvidiaNIM, {
  kind: 'supply',
  warm: () => Promise.all([skipTokenEstimates(), warmLocalTokenizer()]),
  async supply(ctx) {
    const { ChatOpenAI } = await langchainOpenai()
    await skipTokenEstimates()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'meta/llama-3.1-8b-instruct')
    const headers = getJsonObject(ctx, 'baseOptions').headers
    return useLocalTokenizer(
      new ChatOpenAI({
        ...defined({ ...settings, stop: settings.stop }),
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
      }),
    )
  },
})
