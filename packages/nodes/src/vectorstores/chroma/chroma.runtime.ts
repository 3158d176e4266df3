import { defineRuntime } from '../../runtime'
import { getJsonFilter, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { chromaApi } from './chroma-api'
import { chroma } from './chroma.node.js'

/** Chroma through its REST API and the outbound guard (a local server needs the operator's allowlist). */
export default defineRuntime(chroma, {
  kind: 'supply',
  async supply(ctx) {
    // No URL: Chroma's own default, a server on this machine (as Chroma's client assumes).
    const url = getString(ctx, 'chromaURL').trim() || 'http://localhost:8000'
    const collection = getString(ctx, 'collectionName').trim()
    if (!collection) throw new NodeInputError('Chroma Collection Name is required')
    const where = getJsonFilter(ctx, 'chromaMetadataFilter', 'Chroma Metadata Filter')
    const credential = await ctx.getCredential()
    return supplyRemoteStore(
      ctx,
      chromaApi({
        fetch: ctx.fetch,
        url,
        collection,
        apiKey: credential.chromaApiKey,
        tenant: getString(ctx, 'chromaTenant').trim(),
        database: getString(ctx, 'chromaDatabase').trim(),
        ...(where ? { where } : {}),
        signal: ctx.signal,
      }),
    )
  },
})
