import { defineRuntime } from '../../runtime'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { astraApi } from './astra-api'
import { Astra } from './Astra.node.js'
import { requireSimilaritySearch } from '../mmr-params'

const METRICS = new Set(['cosine', 'euclidean', 'dot_product'])

export default defineRuntime(Astra, {
  kind: 'supply',
  async supply(ctx) {
    requireSimilaritySearch(ctx)
    const collection = getString(ctx, 'astraCollection').trim()
    if (!collection) throw new NodeInputError('Collection is required')
    const metric = getString(ctx, 'similarityMetric').trim() || 'cosine'
    if (!METRICS.has(metric))
      throw new NodeInputError('Similarity Metric is one of cosine, euclidean, dot_product')
    const credential = await ctx.getCredential()
    const endpoint = (credential.dbEndPoint ?? '').trim()
    if (!endpoint || !credential.applicationToken)
      throw new NodeInputError(
        'Astra DB needs its API endpoint and application token (an Astra DB API credential)',
      )
    const dimension = getOptionalNumber(ctx, 'vectorDimension')
    return supplyRemoteStore(
      ctx,
      astraApi({
        fetch: ctx.fetch,
        endpoint,
        keyspace: getString(ctx, 'astraNamespace').trim() || 'default_keyspace',
        collection,
        token: credential.applicationToken,
        ...(dimension ? { dimension } : {}),
        metric,
        signal: ctx.signal,
      }),
    )
  },
})
