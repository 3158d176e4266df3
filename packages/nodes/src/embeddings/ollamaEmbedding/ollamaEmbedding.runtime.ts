import { defineRuntime } from '../../runtime'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { defined, modelFetchOf } from '../../shared/model-options'
import { ollamaEmbedding } from './ollamaEmbedding.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainOllama = lazyImport(() => import('@langchain/ollama'))

export default defineRuntime(ollamaEmbedding, {
  kind: 'supply',
  async supply(ctx) {
    const { OllamaEmbeddings } = await langchainOllama()
    return new OllamaEmbeddings({
      model: getString(ctx, 'modelName') || 'nomic-embed-text',
      baseUrl: getString(ctx, 'baseUrl') || 'http://localhost:11434',
      fetch: modelFetchOf(ctx),
      requestOptions: defined({
        numGpu: getOptionalNumber(ctx, 'numGpu'),
        numThread: getOptionalNumber(ctx, 'numThread'),
        useMmap: getBoolean(ctx, 'useMMap', true),
      }),
    })
  },
})
