import { defineRuntime } from '../../runtime'
import { withModelCache } from '../../shared/llm-cache'
import { lazyImport } from '../../shared/lazy-import'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { ollama } from './ollama.node.js'

const langchainOllama = lazyImport(() => import('@langchain/ollama'))

/** LangChain's Ollama LLM (`/api/generate`) with the run's guarded, timed model fetch. */
export default defineRuntime(ollama, {
  kind: 'supply',
  warm: () => import('@langchain/ollama'),
  async supply(ctx) {
    const { Ollama } = await langchainOllama()
    const { model, temperature, topP, stop, maxRetries } = readModelSettings(ctx, '')
    if (!model) throw new NodeInputError(`${ctx.label}: Model Name is required`)
    const num = (name: string) => getOptionalNumber(ctx, name)
    const llm = new Ollama({
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
    })
    return withModelCache(ctx, llm)
  },
})
