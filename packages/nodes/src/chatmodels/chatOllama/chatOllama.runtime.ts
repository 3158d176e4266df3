import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { usageCallbacks } from '../../shared/model-usage'
import { useLocalTokenizer, warmLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { chatOllama } from './chatOllama.node.js'
import { lazyImport } from '../../shared/lazy-import'
import { withImageUploads } from '../../shared/vision'

const langchainOllama = lazyImport(() => import('@langchain/ollama'))

export default defineRuntime(chatOllama, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/ollama'), warmLocalTokenizer()]),
  async supply(ctx) {
    const { ChatOllama } = await langchainOllama()
    const { model, temperature, streaming, topP, stop, maxRetries } = readModelSettings(ctx, 'llama3.2')
    const num = (name: string) => getOptionalNumber(ctx, name)
    return withImageUploads(
      ctx,
      await withModelCache(
        ctx,
        await useLocalTokenizer(
          new ChatOllama({
            model,
            maxRetries,
            baseUrl: getString(ctx, 'baseUrl') || 'http://localhost:11434',
            fetch: modelFetchOf(ctx),
            callbacks: usageCallbacks(ctx, model),
            streaming,
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
              keepAlive: getString(ctx, 'keepAlive') || undefined,
              format: getBoolean(ctx, 'jsonMode') ? 'json' : undefined,
            }),
          }),
        ),
      ),
    )
  },
})
