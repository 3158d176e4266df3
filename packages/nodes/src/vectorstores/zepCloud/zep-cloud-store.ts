import type { DocumentInterface } from '@langchain/core/documents'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import { NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'
import { documentId } from '../remote-vector-store'
import type { TZepCollection } from '../zep/zep-api'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))
const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

/** A LangChain VectorStore over a Zep Cloud collection, which embeds on its side: text in, text queries. */
export async function createZepCloudStore(collection: TZepCollection): Promise<TVectorStore> {
  const [{ VectorStore }, { Embeddings }] = await Promise.all([
    langchainCoreVectorstores(),
    langchainCoreEmbeddings(),
  ])
  class ZepEmbedsItself extends Embeddings {
    embedDocuments(): Promise<number[][]> {
      throw new NodeInputError('Zep Cloud embeds documents itself')
    }
    embedQuery(): Promise<number[]> {
      throw new NodeInputError('Zep Cloud embeds queries itself')
    }
  }
  class ZepCloudStore extends VectorStore {
    declare FilterType: never
    _vectorstoreType(): string {
      return 'zep-cloud'
    }
    addVectors(): Promise<void> {
      throw new NodeInputError('Zep Cloud takes documents, not vectors')
    }
    async addDocuments(documents: DocumentInterface[]): Promise<void> {
      if (documents.length === 0) return
      await collection.ensure()
      for (let i = 0; i < documents.length; i += 100)
        await collection.add(documents.slice(i, i + 100).map((doc) => ({ id: documentId(doc), doc })))
    }
    override async similaritySearch(query: string, k = 4): Promise<DocumentInterface[]> {
      return (await this.similaritySearchWithScore(query, k)).map(([doc]) => doc)
    }
    override async similaritySearchWithScore(query: string, k = 4): Promise<[DocumentInterface, number][]> {
      return (await collection.search({ text: query }, k)).map((h): [DocumentInterface, number] => [
        h.doc,
        h.score,
      ])
    }
    similaritySearchVectorWithScore(): Promise<[DocumentInterface, number][]> {
      throw new NodeInputError('Zep Cloud searches by text, not by vector')
    }
  }
  return new ZepCloudStore(new ZepEmbedsItself({}), {})
}
