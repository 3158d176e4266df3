import type { Document } from '@langchain/core/documents'
import { defineRuntime } from '../../runtime'
import { getNumber } from '../../shared/read-inputs'
import { alternativeQueries, readModel } from '../model-queries'
import { finishRetriever, functionRetriever, readBaseRetriever, retrieverK } from '../retriever-kit'
import { RRFRetriever } from './RRFRetriever.node.js'

const prompt = (
  question: string,
  count: number,
) => `You help a search over a vector store find more of what is relevant.
Write ${count} search queries about the question below, one per line, with nothing else.
Question: ${question}`

/** Reciprocal rank fusion: each list adds 1 / (c + rank) to a document's score; best first. */
export function fuseRankings(lists: readonly Document[][], c: number): Document[] {
  const scores = new Map<string, { doc: Document; score: number }>()
  for (const list of lists)
    list.forEach((doc, rank) => {
      const key = JSON.stringify([doc.pageContent, doc.metadata])
      const entry = scores.get(key) ?? { doc, score: 0 }
      entry.score += 1 / (c + rank + 1)
      scores.set(key, entry)
    })
  return [...scores.values()].sort((a, b) => b.score - a.score).map((e) => e.doc)
}

export default defineRuntime(RRFRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const [base, model] = await Promise.all([readBaseRetriever(ctx), readModel(ctx)])
    const count = Math.max(1, Math.round(getNumber(ctx, 'queryCount', 4)))
    const topK = Math.round(getNumber(ctx, 'topK', 0)) || retrieverK(base)
    const c = getNumber(ctx, 'c', 60)
    const retriever = await functionRetriever(async (query) => {
      const others = await alternativeQueries(ctx, model, prompt(query, count), count)
      const lists = await Promise.all([query, ...others].map((q) => base.invoke(q, { signal: ctx.signal })))
      return fuseRankings(lists, c).slice(0, topK)
    })
    return finishRetriever(ctx, retriever)
  },
})
