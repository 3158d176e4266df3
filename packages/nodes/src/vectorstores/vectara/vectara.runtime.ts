import { defineRuntime } from '../../runtime'
import { getNumber, getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { markUpserted } from '../../shared/upsert-counts'
import { lazyImport } from '../../shared/lazy-import'
import type { TNodeContext } from '../../context'
import { VECTARA_API, VectaraClient, type TVectaraFile } from './vectara-api'
import { createVectaraStore } from './vectara-store'
import { vectara } from './vectara.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'))

/** The File input's files (Flowise's `data:<mime>;base64,<data>,filename:<name>`, one or a JSON list). */
function fileInputFiles(value: string): TVectaraFile[] {
  const text = value.trim()
  const items: unknown = text.startsWith('[') ? JSON.parse(text) : [text]
  if (!Array.isArray(items)) return []
  return items
    .filter((s): s is string => typeof s === 'string' && s.startsWith('data:'))
    .map((s) => {
      const [head = '', name = 'file'] = s.split(',filename:')
      const mime = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream'
      return { name, mime, data: bytesOf(head.slice(head.indexOf(',') + 1)) }
    })
}

/** The File input's files and the files the upsert request sent (not recordings or links). */
function filesToUpload(ctx: TNodeContext): TVectaraFile[] {
  const sent = ctx.uploads
    .filter((u) => u.type !== 'audio' && u.type !== 'url')
    .map((u) => ({ name: u.name, mime: u.mime, data: bytesOf(u.data.replace(/^data:[^,]*,/, '')) }))
  return [...fileInputFiles(getString(ctx, 'file')), ...sent]
}

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
    // Files go to Vectara on an upsert (as in Flowise), not again with every question.
    const files = ctx.isUpsert ? filesToUpload(ctx) : []
    if (files.length > 0) await client.upload(files)
    return markUpserted(ctx.output === 'vectorStore' ? store : store.asRetriever(client.settings.topK), {
      numAdded: docs.length + files.length,
    })
  },
})
