import type { Document } from '@langchain/core/documents'
import type { BaseRetriever as TBaseRetriever } from '@langchain/core/retrievers'
import type { TNodeContext } from '../context'
import { isRecord } from '@unikflow/graph'
import { BODY_LIMITS, readBodyJson, readBodyText } from '../shared/read-body'
import { functionRetriever } from './retriever-kit'

/** One provider's rerank API: where to post, the body for a query and its documents, where the results are. */
export type TRerankWire = {
  readonly provider: string
  readonly url: string
  /** The key's header: `{ authorization: 'Bearer …' }` for most, `{ 'api-key': … }` for Azure. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: (query: string, documents: string[]) => Record<string, unknown>
  /** The key of the answer holding `{ index, relevance_score }` rows (`results`, or Voyage's `data`). */
  readonly resultsKey: string
}

/** Rows `{ index, relevance_score }` of a rerank answer, best first as the provider sent them. */
function rankingOf(answer: unknown, key: string): { index: number; score: number }[] {
  const rows = isRecord(answer) && Array.isArray(answer[key]) ? answer[key] : []
  return rows.filter(isRecord).map((r) => ({ index: Number(r.index), score: Number(r.relevance_score) }))
}

/**
 * The documents `base` finds, put in the order the provider's rerank model gives them (most relevant
 * first, `relevance_score` in their metadata), through the outbound guard.
 */
export function rerankingRetriever(
  ctx: TNodeContext,
  base: TBaseRetriever,
  wire: TRerankWire,
): Promise<TBaseRetriever> {
  return functionRetriever(async (query) => {
    const docs = await base.invoke(query, { signal: ctx.signal })
    if (docs.length === 0) return []
    const res = await ctx.fetch(wire.url, {
      method: 'POST',
      headers: { ...wire.headers, 'content-type': 'application/json' },
      body: JSON.stringify(
        wire.body(
          query,
          docs.map((d) => d.pageContent),
        ),
      ),
      signal: ctx.signal,
    })
    if (!res.ok) {
      const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 300)
      throw new Error(`${wire.provider} rerank failed: HTTP ${res.status} ${detail}`)
    }
    const ranking = rankingOf(await readBodyJson(res, BODY_LIMITS.apiJson), wire.resultsKey)
    return ranking.flatMap(({ index, score }): Document[] => {
      const doc = docs[index]
      if (!doc) return []
      doc.metadata = { ...doc.metadata, relevance_score: score }
      return [doc]
    })
  })
}
