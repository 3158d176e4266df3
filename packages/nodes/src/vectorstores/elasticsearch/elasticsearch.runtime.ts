import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { searchEngineApi } from '../search-engine-api'
import { elasticsearchConnection } from './elasticsearch-connection'
import { elasticsearch } from './elasticsearch.node.js'

/** Elasticsearch's REST API through the outbound guard (a local server needs the operator's allowlist). */
export default defineRuntime(elasticsearch, {
  kind: 'supply',
  async supply(ctx) {
    const index = getString(ctx, 'indexName').trim()
    if (!index) throw new NodeInputError('Index Name is required')
    const { url, headers } = elasticsearchConnection(await ctx.getCredential())
    return supplyRemoteStore(
      ctx,
      searchEngineApi({
        fetch: ctx.fetch,
        url,
        index: index.toLowerCase(),
        headers,
        dialect: { kind: 'elasticsearch', similarity: getString(ctx, 'similarity', 'l2_norm') || 'l2_norm' },
        signal: ctx.signal,
      }),
    )
  },
})
