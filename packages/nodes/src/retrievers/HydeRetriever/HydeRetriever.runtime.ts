import { defineRuntime } from '../../runtime'
import { callModel } from '../../shared/model-call'
import { getNumber, getString } from '../../shared/read-inputs'
import { fillPrompt, readModel } from '../model-queries'
import { finishRetriever, functionRetriever, readVectorStore } from '../retriever-kit'
import { HydeRetriever } from './HydeRetriever.node.js'
import { HYDE_PROMPTS } from './hyde-prompts'

export default defineRuntime(HydeRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const [store, model] = await Promise.all([readVectorStore(ctx), readModel(ctx)])
    const key = getString(ctx, 'promptKey', 'websearch')
    const template =
      getString(ctx, 'customPrompt').trim() ||
      (HYDE_PROMPTS.find((p) => p.name === key) ?? HYDE_PROMPTS[0])?.prompt ||
      '{question}'
    const k = Math.max(1, Math.round(getNumber(ctx, 'topK', 4)))
    const retriever = await functionRetriever(async (query) => {
      const passage = await callModel(ctx, model, fillPrompt(template, { question: query }), false)
      const vector = await store.embeddings.embedQuery(passage)
      const found = await store.similaritySearchVectorWithScore(vector, k)
      return found.map(([doc]) => doc)
    })
    return finishRetriever(ctx, retriever)
  },
})
