import type { TNodeContext } from '../context'
import { defined, modelFetchOf, readModelSettings } from './model-options'
import { usageCallbacks } from './model-usage'
import { getOptionalNumber, getString } from './read-inputs'

/**
 * What LangChain's Ollama chat model and LLM share: the model, the server (the run's guarded, timed model
 * fetch), usage callbacks and Ollama's sampling options as the node's inputs name them.
 */
export function ollamaOptions(ctx: TNodeContext, fallbackModel: string) {
  const { model, temperature, streaming, topP, stop, maxRetries } = readModelSettings(ctx, fallbackModel)
  const num = (name: string) => getOptionalNumber(ctx, name)
  return {
    streaming,
    options: {
      model,
      maxRetries,
      baseUrl: getString(ctx, 'baseUrl').trim() || 'http://localhost:11434',
      fetch: modelFetchOf(ctx),
      callbacks: usageCallbacks(ctx, model),
      ...defined({
        temperature,
        topP,
        stop,
        topK: num('topK'),
        mirostat: num('mirostat'),
        mirostatEta: num('mirostatEta'),
        mirostatTau: num('mirostatTau'),
        numCtx: num('numCtx'),
        numGpu: num('numGpu'),
        numThread: num('numThread'),
        repeatLastN: num('repeatLastN'),
        repeatPenalty: num('repeatPenalty'),
        tfsZ: num('tfsZ'),
      }),
    },
  }
}
