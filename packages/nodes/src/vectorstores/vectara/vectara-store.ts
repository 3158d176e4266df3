import type { DocumentInterface } from '@langchain/core/documents'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import { NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'
import type { VectaraClient } from './vectara-api'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))
const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The Vectara client behind each store this module made, for the Vectara QA Chain. */
const clients = new WeakMap<object, VectaraClient>()

export const vectaraClientOf = (store: unknown): VectaraClient | undefined =>
  typeof store === 'object' && store !== null ? clients.get(store) : undefined

/** A LangChain VectorStore over Vectara, which embeds on its side: text goes in, text queries come back. */
export async function createVectaraStore(client: VectaraClient): Promise<TVectorStore> {
  const [{ VectorStore }, { Embeddings }, { Document }] = await Promise.all([
    langchainCoreVectorstores(),
    langchainCoreEmbeddings(),
    langchainCoreDocuments(),
  ])
  class VectaraEmbedsItself extends Embeddings {
    embedDocuments(): Promise<number[][]> {
      throw new NodeInputError('Vectara embeds documents itself')
    }
    embedQuery(): Promise<number[]> {
      throw new NodeInputError('Vectara embeds queries itself')
    }
  }
  class VectaraStore extends VectorStore {
    declare FilterType: never
    _vectorstoreType(): string {
      return 'vectara'
    }
    addVectors(): Promise<void> {
      throw new NodeInputError('Vectara takes documents, not vectors')
    }
    async addDocuments(documents: DocumentInterface[]): Promise<void> {
      await client.index(documents)
    }
    override async similaritySearch(query: string, k = client.settings.topK): Promise<DocumentInterface[]> {
      return (await this.similaritySearchWithScore(query, k)).map(([doc]) => doc)
    }
    override async similaritySearchWithScore(
      query: string,
      k = client.settings.topK,
    ): Promise<[DocumentInterface, number][]> {
      const { docs } = await client.query(query)
      return docs
        .slice(0, k)
        .map((d): [DocumentInterface, number] => [new Document(d), Number(d.metadata.score ?? 0)])
    }
    similaritySearchVectorWithScore(): Promise<[DocumentInterface, number][]> {
      throw new NodeInputError('Vectara searches by text, not by vector')
    }
  }
  const store = new VectaraStore(new VectaraEmbedsItself({}), {})
  clients.set(store, client)
  return store
}
