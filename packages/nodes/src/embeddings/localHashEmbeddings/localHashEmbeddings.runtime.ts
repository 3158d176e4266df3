import { defineRuntime } from '../../runtime'
import { getNumber } from '../../shared/read-inputs'
import { hashEmbed } from './hash-embed'
import { localHashEmbeddings } from './localHashEmbeddings.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

export default defineRuntime(localHashEmbeddings, {
  kind: 'supply',
  async supply(ctx) {
    const { Embeddings } = await langchainCoreEmbeddings()
    const dimensions = Math.min(Math.max(Math.round(getNumber(ctx, 'dimensions', 384)), 8), 4096)
    class LocalHashEmbeddings extends Embeddings {
      async embedDocuments(texts: string[]): Promise<number[][]> {
        return texts.map((t) => hashEmbed(t, dimensions))
      }
      async embedQuery(text: string): Promise<number[]> {
        return hashEmbed(text, dimensions)
      }
    }
    return new LocalHashEmbeddings({})
  },
})
