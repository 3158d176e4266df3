import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowQueryEngine, type TQueryAnswer } from '../../shared/query-engine'
import { getBoolean, getInstance, getOptionalInstance, NodeInputError } from '../../shared/read-inputs'
import { ResponseSynthesizer, synthesize } from '../../shared/response-synthesis'
import { retrieve } from '../../shared/retrieval'
import { indexModelOf } from '../../shared/vector-index'
import { queryEngine } from './queryEngine.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

/** Retrieves for the query, then compacts the chunks and answers (refining across batches) with the index's model. */
async function answer(ctx: TNodeContext, query: string, stream: boolean): Promise<TQueryAnswer> {
  const { BaseRetriever } = await langchainCoreRetrievers()
  const retriever = getInstance(ctx, 'vectorStoreRetriever', BaseRetriever, 'Vector Store Retriever')
  const model = indexModelOf(retriever)
  if (!model)
    throw new NodeInputError('Vector Store Retriever must come from a vector store with a Chat Model')
  const synthesizer = getOptionalInstance(ctx, 'responseSynthesizer', ResponseSynthesizer)
  const sourceDocuments = await retrieve(retriever, query, ctx.signal)
  const text = await synthesize(ctx, model, query, sourceDocuments, synthesizer, stream)
  return { text, sourceDocuments }
}

export default defineRuntime(queryEngine, {
  kind: 'execute',
  async execute(ctx) {
    const { text, sourceDocuments } = await answer(ctx, ctx.question, true)
    return getBoolean(ctx, 'returnSourceDocuments')
      ? { text, sourceDocuments: [...sourceDocuments] }
      : { text }
  },
  supply: async (ctx) => new FlowQueryEngine(ctx.label, (query) => answer(ctx, query, false)),
})
