import type { DocumentInterface } from '@langchain/core/documents'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import { NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'
import type { kendraApi } from './kendra-api'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))
const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))
const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A LangChain VectorStore over a Kendra index, which indexes text itself: documents in, text queries. */
export async function createKendraStore(
  api: ReturnType<typeof kendraApi>,
  topK: number,
): Promise<TVectorStore> {
  const [{ VectorStore }, { Embeddings }, { Document }] = await Promise.all([
    langchainCoreVectorstores(),
    langchainCoreEmbeddings(),
    langchainCoreDocuments(),
  ])
  class KendraIndexesItself extends Embeddings {
    embedDocuments(): Promise<number[][]> {
      throw new NodeInputError('Kendra indexes documents itself')
    }
    embedQuery(): Promise<number[]> {
      throw new NodeInputError('Kendra reads queries itself')
    }
  }
  class KendraStore extends VectorStore {
    declare FilterType: never
    _vectorstoreType(): string {
      return 'kendra'
    }
    addVectors(): Promise<void> {
      throw new NodeInputError('Kendra takes documents, not vectors')
    }
    async addDocuments(documents: DocumentInterface[]): Promise<void> {
      await api.put(documents)
    }
    override async similaritySearch(query: string, k = topK): Promise<DocumentInterface[]> {
      return (await this.similaritySearchWithScore(query, k)).map(([doc]) => doc)
    }
    override async similaritySearchWithScore(
      query: string,
      k = topK,
    ): Promise<[DocumentInterface, number][]> {
      return (await api.retrieve(query, k)).map((p): [DocumentInterface, number] => [
        new Document(p),
        p.score,
      ])
    }
    similaritySearchVectorWithScore(): Promise<[DocumentInterface, number][]> {
      throw new NodeInputError('Kendra searches by text, not by vector')
    }
  }
  return new KendraStore(new KendraIndexesItself({}), {})
}
