import { defineRuntime } from '../../runtime'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { searchEngineApi } from '../search-engine-api'
import { openSearch } from './openSearch.node.js'

/** OpenSearch's REST API through the outbound guard; user and password (if any) sign in with Basic auth. */
export default defineRuntime(openSearch, {
  kind: 'supply',
  async supply(ctx) {
    const index = getString(ctx, 'indexName').trim()
    if (!index) throw new NodeInputError('Index Name is required')
    const credential = await ctx.getCredential()
    const url = (credential.openSearchUrl ?? '').trim()
    if (!url) throw new NodeInputError('OpenSearch needs its URL (an OpenSearch credential)')
    const headers: Record<string, string> = credential.user
      ? {
          authorization: `Basic ${Buffer.from(`${credential.user}:${credential.password ?? ''}`).toString('base64')}`,
        }
      : {}
    return supplyRemoteStore(
      ctx,
      searchEngineApi({
        fetch: ctx.fetch,
        url,
        index: index.toLowerCase(),
        headers,
        dialect: {
          kind: 'opensearch',
          engine: getString(ctx, 'engine', 'lucene') || 'lucene',
          spaceType: getString(ctx, 'spaceType', 'l2') || 'l2',
        },
        signal: ctx.signal,
      }),
    )
  },
})
