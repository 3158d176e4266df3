import { createHash } from 'node:crypto'
import type { DocumentInterface } from '@langchain/core/documents'
import type { EmbeddingsInterface } from '@langchain/core/embeddings'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import type { TFetch } from '../context'
import { BODY_LIMITS, readBodyText } from '../shared/read-body'
import { NodeInputError } from '../shared/read-inputs'
import { lazyImport } from '../shared/lazy-import'

const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))

/** What a vector database client does: store vectors with their documents, and find the nearest. */
export interface RemoteVectorApi {
  readonly kind: string
  add(rows: readonly { id: string; vector: number[]; doc: DocumentInterface }[]): Promise<void>
  /** `filter`: a caller's metadata filter (`similaritySearch(q, k, filter)`), only where `callerFilter` says so. */
  search(
    vector: number[],
    k: number,
    filter?: Record<string, unknown>,
  ): Promise<{ doc: DocumentInterface; score: number }[]>
  /** Takes a caller's metadata filter; the other stores take theirs from the node's inputs. */
  readonly callerFilter?: boolean
  /** How many documents one write sends (256 unless the node says). */
  readonly batchSize?: number
  /**
   * Removes the documents written under these ids (a Record Manager's Cleanup asks it); a store without
   * it refuses a cleanup that would delete.
   */
  delete?(ids: readonly string[]): Promise<void>
}

/**
 * A stable id for a document (a UUID made of a hash of its text and metadata): upserting the same
 * document again overwrites its point instead of adding a copy.
 */
export function documentId(doc: DocumentInterface): string {
  const h = createHash('sha256')
    .update(doc.pageContent)
    .update('\u0000')
    .update(JSON.stringify(doc.metadata))
    .digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** JSON of a request through the outbound guard; failures name the database and its answer. */
export async function callJson(
  fetch: TFetch,
  what: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; signal?: AbortSignal },
): Promise<unknown> {
  const res = await fetch(url, {
    method: init.method,
    headers: { ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    ...(init.signal ? { signal: init.signal } : {}),
  })
  const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what })
  if (!res.ok) throw new NodeInputError(`${what} answered ${res.status}: ${text.slice(0, 300)}`)
  try {
    return text ? JSON.parse(text) : null
  } catch {
    throw new NodeInputError(`${what} answered something that is not JSON`)
  }
}

/** A store whose client cannot delete by id was asked to (a Record Manager's Cleanup). */
export class StoreCannotDelete extends NodeInputError {
  constructor(readonly kind: string) {
    super(`The ${kind} store cannot delete documents: set the Record Manager's Cleanup to None`)
  }
}

/** A LangChain VectorStore over a RemoteVectorApi (so it serves as a retriever too). */
export async function createRemoteVectorStore(
  embeddings: EmbeddingsInterface,
  api: RemoteVectorApi,
): Promise<TVectorStore> {
  const { VectorStore } = await langchainCoreVectorstores()
  class RemoteVectorStore extends VectorStore {
    declare FilterType: Record<string, unknown>
    _vectorstoreType(): string {
      return api.kind
    }
    // `ids`: a Record Manager's (LangChain's index() names each document), so its Cleanup can delete them.
    async addVectors(
      vectors: number[][],
      documents: DocumentInterface[],
      options?: { ids?: string[] },
    ): Promise<void> {
      const rows = documents.flatMap((doc, i) => {
        const vector = vectors[i]
        return vector ? [{ id: options?.ids?.[i] ?? documentId(doc), vector, doc }] : []
      })
      const size = api.batchSize && api.batchSize > 0 ? Math.floor(api.batchSize) : 256
      for (let i = 0; i < rows.length; i += size) await api.add(rows.slice(i, i + size))
    }
    async addDocuments(documents: DocumentInterface[], options?: { ids?: string[] }): Promise<void> {
      await this.addVectors(
        await this.embeddings.embedDocuments(documents.map((d) => d.pageContent)),
        documents,
        options,
      )
    }
    override async delete(params?: { ids?: string[] }): Promise<void> {
      if (!api.delete) throw new StoreCannotDelete(api.kind)
      const ids = params?.ids ?? []
      for (let i = 0; i < ids.length; i += 256) await api.delete(ids.slice(i, i + 256))
    }
    async similaritySearchVectorWithScore(
      query: number[],
      k: number,
      filter?: Record<string, unknown>,
    ): Promise<[DocumentInterface, number][]> {
      if (filter !== undefined && !api.callerFilter)
        throw new NodeInputError(`The ${api.kind} store takes its filter from its node's inputs only`)
      return (await api.search(query, k, filter)).map((h): [DocumentInterface, number] => [h.doc, h.score])
    }
  }
  return new RemoteVectorStore(embeddings, {})
}
