import { defineRuntime } from '../../runtime'
import { getBoolean, getInstance, getOptionalInstance, NodeInputError } from '../../shared/read-inputs'
import { ResponseSynthesizer, synthesize } from '../../shared/response-synthesis'
import { retrieve } from '../../shared/retrieval'
import { indexModelOf } from '../../shared/vector-index'
import { queryEngine } from './queryEngine.node.js'

/** Retrieves for the question, then compacts the chunks and answers (refining across batches) with the index's model. */
export default defineRuntime(queryEngine, {
  kind: 'execute',
  async execute(ctx) {
    const { BaseRetriever } = await import('@langchain/core/retrievers')
    const retriever = getInstance(ctx, 'vectorStoreRetriever', BaseRetriever, 'Vector Store Retriever')
    const model = indexModelOf(retriever)
    if (!model)
      throw new NodeInputError('Vector Store Retriever must come from a vector store with a Chat Model')
    const synthesizer = getOptionalInstance(ctx, 'responseSynthesizer', ResponseSynthesizer)
    const sourceDocuments = await retrieve(retriever, ctx.question, ctx.signal)
    const text = await synthesize(ctx, model, ctx.question, sourceDocuments, synthesizer)
    return getBoolean(ctx, 'returnSourceDocuments') ? { text, sourceDocuments } : { text }
  },
})
