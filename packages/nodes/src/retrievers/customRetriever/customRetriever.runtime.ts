import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getNumber, getString } from '../../shared/read-inputs'
import { finishRetriever, functionRetriever, readVectorStore } from '../retriever-kit'
import { customRetriever, DEFAULT_RESULT_FORMAT } from './customRetriever.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A metadata value by its dotted path; objects as JSON, missing as empty. */
function metadataValue(metadata: Record<string, unknown>, path: string): string {
  let value: unknown = metadata
  for (const key of path.split('.'))
    value = value && typeof value === 'object' ? Reflect.get(value, key) : undefined
  if (value === undefined || value === null) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export default defineRuntime(customRetriever, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const store = await readVectorStore(ctx)
    const format = getString(ctx, 'resultFormat') || DEFAULT_RESULT_FORMAT
    const k = Math.max(1, Math.round(getNumber(ctx, 'topK', 4)))
    const retriever = await functionRetriever(async (query) => {
      const docs = await store.similaritySearch(query, k)
      return docs.map((doc) => {
        const text = format.replace(/\{\{\s*(context|metadata\.[\w.]+)\s*\}\}/g, (_m, name: string) =>
          name === 'context' ? doc.pageContent : metadataValue(doc.metadata, name.slice('metadata.'.length)),
        )
        return new Document({ pageContent: text, metadata: doc.metadata })
      })
    })
    return finishRetriever(ctx, retriever)
  },
})
