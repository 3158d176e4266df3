import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { NamedRetriever } from './named-retriever'
import { vectorStoreRetriever } from './vectorStoreRetriever.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

export default defineRuntime(vectorStoreRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const [{ VectorStore }, { BaseRetriever }] = await Promise.all([
      langchainCoreVectorstores(),
      langchainCoreRetrievers(),
    ])
    const store = ctx.inputs.vectorStore
    // A vector store node connected through its Retriever output works too.
    const retriever =
      store instanceof VectorStore ? store.asRetriever() : store instanceof BaseRetriever ? store : undefined
    if (!retriever) throw new NodeInputError(`${ctx.label}: connect a vector store`)
    return new NamedRetriever(
      getString(ctx, 'name').trim() || ctx.label,
      getString(ctx, 'description'),
      retriever,
    )
  },
})
