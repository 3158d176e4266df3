import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { alternativeQueries, fillPrompt, readModel } from '../model-queries'
import { functionRetriever, readVectorStore, uniqueDocuments } from '../retriever-kit'
import { DEFAULT_MULTI_QUERY_PROMPT, multiQueryRetriever } from './multiQueryRetriever.node.js'

export default defineRuntime(multiQueryRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const [store, model] = await Promise.all([readVectorStore(ctx), readModel(ctx)])
    const template = getString(ctx, 'modelPrompt') || DEFAULT_MULTI_QUERY_PROMPT
    const retriever = store.asRetriever()
    return functionRetriever(async (query) => {
      const others = await alternativeQueries(ctx, model, fillPrompt(template, { question: query }), 10)
      const found = await Promise.all(
        [query, ...others].map((q) => retriever.invoke(q, { signal: ctx.signal })),
      )
      return uniqueDocuments(found.flat())
    })
  },
})
