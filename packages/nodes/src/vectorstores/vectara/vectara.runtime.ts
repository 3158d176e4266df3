import { defineRuntime } from '../../runtime'
import { getNumber, getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { lazyImport } from '../../shared/lazy-import'
import { VECTARA_API, VectaraClient } from './vectara-api'
import { createVectaraStore } from './vectara-store'
import { vectara } from './vectara.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Vectara's corpus over its REST API through the outbound guard: indexes the connected documents, searches. */
export default defineRuntime(vectara, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const apiKey = credential.apiKey?.trim()
    const customerId = credential.customerID?.trim()
    const corpusIds = (credential.corpusID ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)
    if (!apiKey || !customerId || corpusIds.length === 0)
      throw new NodeInputError(
        'Vectara needs its customer id, corpus id and API key (a Vectara API credential)',
      )
    if (getString(ctx, 'file'))
      throw new NodeInputError(
        'Vectara does not upload its File input here: connect a document loader to Document',
      )
    const diversityBias = getOptionalNumber(ctx, 'mmrDiversityBias') ?? 0
    const client = new VectaraClient({
      fetch: ctx.fetch,
      baseUrl: credential.basePath?.trim() || VECTARA_API,
      apiKey,
      customerId,
      corpusIds,
      filter: getString(ctx, 'filter').trim(),
      sentencesBefore: getNumber(ctx, 'sentencesBefore', 2),
      sentencesAfter: getNumber(ctx, 'sentencesAfter', 2),
      lambda: getNumber(ctx, 'lambda', 0),
      topK: getNumber(ctx, 'topK', 5),
      ...(diversityBias > 0 ? { mmr: { k: getNumber(ctx, 'mmrK', 50), diversityBias } } : {}),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    })
    const { Document } = await langchainCoreDocuments()
    const raw = ctx.inputs.document
    const docs = (Array.isArray(raw) ? raw.flat(3) : [raw]).filter((d) => d instanceof Document)
    const store = await createVectaraStore(client)
    if (docs.length > 0) await store.addDocuments(docs)
    return markUpserted(ctx.output === 'vectorStore' ? store : store.asRetriever(client.settings.topK), {
      numAdded: docs.length,
    })
  },
})
