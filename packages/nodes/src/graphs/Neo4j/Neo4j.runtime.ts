import { defineRuntime } from '../../runtime'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { Neo4j } from './Neo4j.node.js'
import { httpBaseOf, Neo4jGraphHandle } from './neo4j-graph'

/** The graph handle; the credential's address passes the outbound guard on every request. */
export default defineRuntime(Neo4j, {
  kind: 'supply',
  async supply(ctx) {
    const { url = '', username = '', password = '' } = await ctx.getCredential()
    if (!url.trim()) throw new NodeInputError(`${ctx.label}: its Neo4j API credential has no URL`)
    let baseUrl: string
    try {
      baseUrl = httpBaseOf(url)
    } catch {
      throw new NodeInputError(`${ctx.label}: the Neo4j URL of its credential is not an address`)
    }
    const place = {
      baseUrl,
      database: getString(ctx, 'database').trim() || 'neo4j',
      username,
      password,
      timeoutMs: Math.max(1, getNumber(ctx, 'timeoutMs', 5000)),
    }
    return new Neo4jGraphHandle(place, ctx.fetch, ctx.signal)
  },
})
