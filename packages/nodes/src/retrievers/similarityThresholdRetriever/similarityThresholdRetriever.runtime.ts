import { defineRuntime } from '../../runtime'
import { getNumber } from '../../shared/read-inputs'
import { finishRetriever, functionRetriever, readVectorStore } from '../retriever-kit'
import { similarityThresholdRetriever } from './similarityThresholdRetriever.node.js'

export default defineRuntime(similarityThresholdRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const store = await readVectorStore(ctx)
    const minScore = getNumber(ctx, 'minSimilarityScore', 80) / 100
    const maxK = Math.max(1, Math.round(getNumber(ctx, 'maxK', 20)))
    const step = Math.max(1, Math.round(getNumber(ctx, 'kIncrement', 2)))
    // Ask for `step` more while every document found passes the score: the next one might too.
    const retriever = await functionRetriever(async (query) => {
      for (let k = step; ; k = Math.min(k + step, maxK)) {
        const found = await store.similaritySearchWithScore(query, k)
        const passing = found.filter(([, score]) => score >= minScore)
        if (passing.length < k || found.length < k || k >= maxK)
          return passing.slice(0, maxK).map(([doc]) => doc)
      }
    })
    return finishRetriever(ctx, retriever)
  },
})
