import { defineRuntime } from '../../runtime'
import { getBoolean, getString } from '../../shared/read-inputs'
import { defined } from '../../shared/model-options'
import { ollamaOptions } from '../../shared/ollama-options'
import { useLocalTokenizer, installLocalTokenizer } from '../../shared/local-tokenizer'
import { withModelCache } from '../../shared/llm-cache'
import { chatOllama } from './chatOllama.node.js'
import { lazyImport } from '../../shared/lazy-import'
import { withImageUploads } from '../../shared/vision'

const langchainOllama = lazyImport(() => import('@langchain/ollama'))

export default defineRuntime(chatOllama, {
  kind: 'supply',
  warm: () => Promise.all([import('@langchain/ollama'), installLocalTokenizer()]),
  async supply(ctx) {
    const { ChatOllama } = await langchainOllama()
    const { options, streaming } = ollamaOptions(ctx, 'llama3.2')
    return withImageUploads(
      ctx,
      await withModelCache(
        ctx,
        await useLocalTokenizer(
          new ChatOllama({
            ...options,
            streaming,
            ...defined({
              keepAlive: getString(ctx, 'keepAlive') || undefined,
              format: getBoolean(ctx, 'jsonMode') ? 'json' : undefined,
            }),
          }),
        ),
      ),
    )
  },
})
