import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { getJsonObject, getString, NodeInputError } from '../../shared/read-inputs'
import { apiLoader } from './apiLoader.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/**
 * One document with the answer of a request made through the outbound guard (`ctx.fetch`): a JSON
 * answer is kept as indented JSON, anything else as text.
 */
export default defineRuntime(apiLoader, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const url = getString(ctx, 'url').trim()
    if (!url) throw new NodeInputError('URL is required')
    // Flowise 2.1 may carry a certificate authority to trust; the outbound guard trusts only the system's.
    if (getString(ctx, 'caFile').trim())
      throw new NodeInputError(
        `${ctx.label}: a custom SSL certificate is not supported; the server trusts its system's certificate authorities`,
      )
    const method = getString(ctx, 'method', 'GET') === 'POST' ? 'POST' : 'GET'
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(getJsonObject(ctx, 'headers'))) headers[k] = String(v)
    const init: RequestInit = { method, headers, signal: ctx.signal }
    if (method === 'POST') {
      init.body = JSON.stringify(getJsonObject(ctx, 'body'))
      headers['content-type'] ??= 'application/json'
    }
    const res = await ctx.fetch(url, init)
    if (!res.ok) throw new NodeInputError(`${method} ${url} answered ${res.status} ${res.statusText}`)
    // Counted while read, not taken from Content-Length: a server may send more than it announces.
    const raw = await readBodyText(res, { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: url })
    let pageContent = raw
    if ((res.headers.get('content-type') ?? '').includes('json'))
      try {
        pageContent = JSON.stringify(JSON.parse(raw), null, 2)
      } catch {
        pageContent = raw
      }
    return finishDocuments(ctx, [new Document({ pageContent, metadata: { source: url } })])
  },
})
