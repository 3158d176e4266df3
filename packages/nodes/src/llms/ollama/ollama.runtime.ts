import { defineRuntime } from '../../runtime'
import { withModelCache } from '../../shared/llm-cache'
import { lazyImport } from '../../shared/lazy-import'
import { ollamaOptions } from '../../shared/ollama-options'
import { NodeInputError } from '../../shared/read-inputs'
import { ollama } from './ollama.node.js'

const langchainOllama = lazyImport(() => import('@langchain/ollama'))

/** LangChain's Ollama LLM (`/api/generate`) with the run's guarded, timed model fetch. */
export default defineRuntime(ollama, {
  kind: 'supply',
  warm: () => import('@langchain/ollama'),
  async supply(ctx) {
    const { Ollama } = await langchainOllama()
    const { options } = ollamaOptions(ctx, '')
    if (!options.model) throw new NodeInputError(`${ctx.label}: Model Name is required`)
    const llm = new Ollama(options)
    return withModelCache(ctx, llm)
  },
})
