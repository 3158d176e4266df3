import { defineRuntime } from '../../runtime'
import { getInstance, getNumber, getString, getBoolean, NodeInputError } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { lazyImport } from '../../shared/lazy-import'
import { meilisearchSearch, meilisearchWrite } from './meilisearch-api'
import { meilisearch } from './meilisearch.node.js'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

export default defineRuntime(meilisearch, {
  kind: 'supply',
  async supply(ctx) {
    const [{ Embeddings }, { Document }, { BaseRetriever }] = await Promise.all([
      langchainCoreEmbeddings(),
      langchainCoreDocuments(),
      langchainCoreRetrievers(),
    ])
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'Embeddings')
    const host = getString(ctx, 'host').trim()
    const indexUid = getString(ctx, 'indexUid').trim()
    if (!host || !indexUid) throw new NodeInputError('Host and Index Uid are required')
    const credential = await ctx.getCredential()
    const searchKey = credential.meilisearchSearchApiKey ?? ''
    const base = { fetch: ctx.fetch, host, indexUid, ...(ctx.signal ? { signal: ctx.signal } : {}) }
    const raw = ctx.inputs.document
    const docs = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
    if (docs.length > 0)
      await meilisearchWrite(
        {
          ...base,
          apiKey: credential.meilisearchAdminApiKey || searchKey,
          deleteIndex: getBoolean(ctx, 'deleteIndex'),
        },
        docs,
        await embeddings.embedDocuments(docs.map((d) => d.pageContent)),
      )
    const search = {
      ...base,
      apiKey: searchKey,
      k: getNumber(ctx, 'K', 4),
      semanticRatio: getNumber(ctx, 'semanticRatio', 0.75),
      filter: getString(ctx, 'searchFilter').trim(),
    }
    class MeilisearchRetriever extends BaseRetriever {
      override lc_namespace = ['unikflow', 'retrievers', 'meilisearch']
      override async _getRelevantDocuments(query: string) {
        const hits = await meilisearchSearch(search, query, await embeddings.embedQuery(query))
        return hits.map((h) => new Document(h))
      }
    }
    return markUpserted(new MeilisearchRetriever({}), { numAdded: docs.length })
  },
})
