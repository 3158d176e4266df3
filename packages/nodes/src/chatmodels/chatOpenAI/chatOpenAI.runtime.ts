import { defineRuntime } from '../../runtime'
import { getJsonObject, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { skipTokenEstimates } from '../../shared/openai-token-estimates'
import { sharedChatModel } from '../../shared/shared-chat-model'
import { chatOpenAI } from './chatOpenAI.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOpenai = lazyImport(() => import('@langchain/openai'))

/** Base URLs of model servers are the editor's choice (local vLLM/Ollama), so they are not guarded. */
export default defineRuntime(chatOpenAI, {
  kind: 'supply',
  warm: () => Promise.all([skipTokenEstimates(), warmLocalTokenizer()]),
  async supply(ctx) {
    const { ChatOpenAI } = await langchainOpenai()
    await skipTokenEstimates()
    const credential = await ctx.getCredential()
    const settings = readModelSettings(ctx, 'gpt-4o-mini')
    const baseURL = getString(ctx, 'basepath') || credential.basePath || undefined
    const baseOptions = getJsonObject(ctx, 'baseOptions')
    const fields = {
      ...defined({ ...settings, stop: settings.stop }),
      apiKey: credential.openAIApiKey || 'sk-none',
      ...defined({
        frequencyPenalty: getOptionalNumber(ctx, 'frequencyPenalty'),
        presencePenalty: getOptionalNumber(ctx, 'presencePenalty'),
      }),
    }
    const configuration = { ...defined({ baseURL }), defaultHeaders: stringRecord(baseOptions.headers) }
    return useLocalTokenizer(
      await sharedChatModel(
        `chatOpenAI\0${JSON.stringify([fields, configuration])}`,
        (fetch) => new ChatOpenAI({ ...fields, configuration: { ...configuration, fetch } }),
        { fetch: modelFetchOf(ctx), callbacks: usageCallbacks(ctx, settings.model) },
      ),
    )
  },
})

function stringRecord(v: unknown): Record<string, string> | undefined {
  if (!v || typeof v !== 'object') return undefined
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]))
}
