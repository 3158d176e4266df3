import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { defined } from '../../shared/model-options'
import { finishDocuments } from '../../shared/documents'
import { lazyImport } from '../../shared/lazy-import'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, recordsAt, searchBase, textAt } from '../../shared/web-search'
import { oxylabs } from './oxylabs.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** One realtime query (`POST /v1/queries`, basic authentication) through the outbound guard. */
export default defineRuntime(oxylabs, {
  kind: 'supply',
  async supply(ctx) {
    const query = getString(ctx, 'query').trim()
    if (!query) throw new NodeInputError(`${ctx.label} needs a Query`)
    const source = getString(ctx, 'source') || 'universal'
    const parse = getBoolean(ctx, 'parse')
    const credential = await ctx.getCredential()
    const basic = Buffer.from(`${credential.username ?? ''}:${credential.password ?? ''}`).toString('base64')
    const body = defined({
      source,
      // A page is asked by URL; searches and products by their words or id.
      ...(source === 'universal' ? { url: query } : { query }),
      geo_location: getString(ctx, 'geo_location').trim() || undefined,
      render: getBoolean(ctx, 'render') ? 'html' : undefined,
      parse,
      markdown: !parse,
      user_agent_type: getString(ctx, 'user_agent_type') || undefined,
    })
    const answer = await fetchSearchJson(
      ctx,
      'Oxylabs',
      `${searchBase(credential, 'https://realtime.oxylabs.io')}/v1/queries`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: ctx.signal,
      },
    )
    const { Document } = await langchainCoreDocuments()
    const docs = recordsAt(answer, 'results').map((result) => {
      const content = result.content
      return new Document({
        pageContent: typeof content === 'string' ? content : JSON.stringify(content ?? null),
        metadata: {
          source: textAt(result, 'url'),
          ...(isRecord(result) && typeof result.status_code === 'number'
            ? { statusCode: result.status_code }
            : {}),
        },
      })
    })
    return finishDocuments(ctx, docs)
  },
})
