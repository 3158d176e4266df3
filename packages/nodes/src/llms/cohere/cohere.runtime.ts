import { defineRuntime } from '../../runtime'
import { modelFetchOf, readModelSettings } from '../../shared/model-options'
import { promptLLM } from '../../shared/prompt-llm'
import { askCohere } from './cohere-chat'
import { COHERE_LLM_DEFAULT, cohere } from './cohere.node.js'

const API_BASE = 'https://api.cohere.com'

export default defineRuntime(cohere, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const { model, temperature, maxTokens } = readModelSettings(ctx, COHERE_LLM_DEFAULT)
    const settings = {
      fetch: modelFetchOf(ctx),
      base: (credential.basePath?.trim() || API_BASE).replace(/\/+$/, ''),
      apiKey: credential.cohereApiKey ?? '',
      model,
      temperature,
      maxTokens,
    }
    return promptLLM(ctx, {
      llmType: 'cohere',
      model,
      settings: { temperature, maxTokens },
      complete: (prompt, signal) => askCohere(settings, prompt, signal),
    })
  },
})
