import type { DocumentInterface } from '@langchain/core/documents'
import { cosineSimilarity } from '@unikflow/graph'
import type { EmbeddingsInterface } from '@langchain/core/embeddings'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

type TEntry = { readonly vector: number[]; readonly doc: DocumentInterface }

/**
 * LangChain's MemoryVectorStore left `langchain` for `@langchain/classic`; this is the same idea on
 * `@langchain/core`'s VectorStore: vectors in an array, cosine similarity.
 */
export async function createInMemoryVectorStore(embeddings: EmbeddingsInterface): Promise<TVectorStore> {
  const { VectorStore } = await langchainCoreVectorstores()
  const { Document } = await langchainCoreDocuments()
  class InMemoryVectorStore extends VectorStore {
    declare FilterType: (doc: DocumentInterface) => boolean
    readonly entries: TEntry[] = []
    _vectorstoreType(): string {
      return 'memory'
    }
    async addVectors(vectors: number[][], documents: DocumentInterface[]): Promise<void> {
      vectors.forEach((vector, i) => {
        const doc = documents[i]
        if (doc) this.entries.push({ vector, doc })
      })
    }
    async addDocuments(documents: DocumentInterface[]): Promise<void> {
      await this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
      )
    }
    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: (doc: DocumentInterface) => boolean,
    ): Promise<[DocumentInterface, number][]> {
      return this.entries
        .filter((e) => !filter || filter(e.doc))
        .map((e): [DocumentInterface, number] => [
          new Document({ pageContent: e.doc.pageContent, metadata: { ...e.doc.metadata } }),
          cosineSimilarity(query, e.vector),
        ])
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
    }
  }
  return new InMemoryVectorStore(embeddings, {})
}
