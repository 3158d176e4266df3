import type { FastifyBaseLogger } from 'fastify'
import type { TDocumentStoreAccess } from '@unikflow/nodes'
import type { AppDeps } from '../../deps'
import { listStoreChunks } from './document-chunks.repository'
import { findStore } from './document-stores.repository'
import { queryStore } from './vector-store.service'

/**
 * What a run of a unik's flow may read of its document stores (the Document Store nodes): that unik's
 * stores only. Also the seam for assistants attaching stores as knowledge.
 */
export function documentStoreAccess(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config' | 'vectorIndex'>,
  scope: { unikId: string; log: FastifyBaseLogger },
): TDocumentStoreAccess {
  const storeOf = async (storeId: string) => {
    const store = await findStore(deps.db, scope.unikId, storeId)
    if (!store) throw new Error(`Document store ${storeId} not found`)
    return store
  }
  return {
    async loadDocuments(storeId) {
      const store = await storeOf(storeId)
      const chunks = await listStoreChunks(deps.db, scope.unikId, store.id)
      return chunks.map((c) => ({
        pageContent: c.pageContent,
        metadata: { ...c.metadata, docStoreId: store.id },
      }))
    },
    async search(storeId, query, k) {
      const store = await storeOf(storeId)
      const { docs } = await queryStore(deps, scope, { storeId: store.id, query, topK: k })
      return docs.map((d) => ({ pageContent: d.pageContent, metadata: d.metadata }))
    },
  }
}
