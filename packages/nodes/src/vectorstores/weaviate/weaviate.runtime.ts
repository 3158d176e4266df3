import { defineRuntime } from '../../runtime'
import { getBoolean, getJsonFilter, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { weaviateApi, weaviateUrl } from './weaviate-api'
import { weaviate } from './weaviate.node.js'

function metadataKeys(text: string): string[] | undefined {
  if (!text.trim()) return undefined
  try {
    const keys: unknown = JSON.parse(text)
    if (Array.isArray(keys) && keys.every((k) => typeof k === 'string')) return keys
  } catch {
    // Said below.
  }
  throw new NodeInputError('Weaviate Metadata Keys must be a JSON list of names, e.g. ["source"]')
}

export default defineRuntime(weaviate, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'weaviateHost').trim()
    const className = getString(ctx, 'weaviateIndex').trim()
    if (!host || !className) throw new NodeInputError('Weaviate Host/URL and Weaviate Index are required')
    if (!/^[A-Z][_0-9A-Za-z]*$/.test(className))
      throw new NodeInputError(
        'Weaviate Index must start with a capital letter and hold only letters, digits and _',
      )
    const connection = getString(ctx, 'weaviateConnectionType', 'cloud') || 'cloud'
    const credential = await ctx.getCredential()
    if (connection === 'cloud' && !credential.weaviateApiKey)
      throw new NodeInputError('A Weaviate Cloud connection needs its API key (a Weaviate API credential)')
    const keys = metadataKeys(getString(ctx, 'weaviateMetadataKeys'))
    const where = getJsonFilter(ctx, 'weaviateFilter', 'Weaviate Search Filter')
    return supplyRemoteStore(
      ctx,
      weaviateApi({
        fetch: ctx.fetch,
        url: weaviateUrl(host, connection, getBoolean(ctx, 'weaviateHttpSecure', true)),
        className,
        textKey: getString(ctx, 'weaviateTextKey').trim() || 'text',
        ...(keys ? { metadataKeys: keys } : {}),
        ...(where ? { where } : {}),
        apiKey: credential.weaviateApiKey,
        signal: ctx.signal,
      }),
    )
  },
})
