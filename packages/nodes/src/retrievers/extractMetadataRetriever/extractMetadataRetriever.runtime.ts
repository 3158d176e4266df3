import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { readTopK } from '../../shared/store-top-k'
import { invokeForJson } from '../../shared/structured-output'
import { readModel } from '../model-queries'
import { finishRetriever, functionRetriever, readVectorStore } from '../retriever-kit'
import { EXTRACT_METADATA_PROMPT, extractMetadataRetriever } from './extractMetadataRetriever.node.js'
import { filterInstructions, parseFilter, readFilterKeys, storeFilter } from './metadata-filter'

export default defineRuntime(extractMetadataRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const [store, model] = await Promise.all([readVectorStore(ctx), readModel(ctx)])
    const template = getString(ctx, 'dynamicMetadataFilterRetrieverPrompt').trim() || EXTRACT_METADATA_PROMPT
    const keys = readFilterKeys(ctx.inputs.dynamicMetadataFilterRetrieverStructuredOutput)
    const k = Math.max(1, Math.round(getOptionalNumber(ctx, 'topK') ?? readTopK(store, 4)))
    const retriever = await functionRetriever(async (query) => {
      const prompt = template.split('{{query}}').join(query) + filterInstructions(keys)
      const filter = parseFilter(await invokeForJson(ctx, model, prompt, true))
      const found = await store.similaritySearchWithScore(query, k, storeFilter(store, filter))
      return found.map(([doc]) => doc)
    })
    return finishRetriever(ctx, retriever)
  },
})
