import { defineRuntime } from '../../runtime'
import { defined, modelFetchOf } from '../../shared/model-options'
import { getJsonObject, getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { runReplicate } from './replicate-llm'
import { replicate } from './replicate.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsLlms = lazyImport(() => import('@langchain/core/language_models/llms'))

const REPLICATE_API = 'https://api.replicate.com/v1'

/** A LangChain LLM over Replicate's predictions API (model URL fixed or from the credential: timed and guarded). */
export default defineRuntime(replicate, {
  kind: 'supply',
  async supply(ctx) {
    const { LLM } = await langchainCoreLanguageModelsLlms()
    const credential = await ctx.getCredential()
    const model = getString(ctx, 'model').trim()
    if (!model) throw new NodeInputError(`${ctx.label}: Model is required (owner/name or owner/name:version)`)
    const options = {
      fetch: modelFetchOf(ctx),
      base: (credential.basePath?.trim() || REPLICATE_API).replace(/\/+$/, ''),
      apiKey: credential.replicateApiKey ?? '',
      model,
      input: {
        ...defined({
          temperature: getOptionalNumber(ctx, 'temperature'),
          max_new_tokens: getOptionalNumber(ctx, 'maxTokens'),
          top_p: getOptionalNumber(ctx, 'topP'),
          repetition_penalty: getOptionalNumber(ctx, 'repetitionPenalty'),
        }),
        ...getJsonObject(ctx, 'additionalInputs'),
      },
    }
    class ReplicateLLM extends LLM {
      _llmType() {
        return 'replicate'
      }
      async _call(prompt: string, callOptions: this['ParsedCallOptions']): Promise<string> {
        return runReplicate(options, prompt, callOptions.signal)
      }
    }
    return new ReplicateLLM({})
  },
})
