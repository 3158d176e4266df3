import type { DocumentInterface } from '@langchain/core/documents'
import type { BaseRetriever } from '@langchain/core/retrievers'
import { NodeInputError } from '../../shared/read-inputs'

type TDocFilter = (doc: DocumentInterface) => boolean
/** What a vector store retriever carries: its store and the filter its searches pass to it. */
type TFilterable = { filter?: unknown; vectorStore?: { _vectorstoreType?: () => string } }

const isFilterable = (r: BaseRetriever): r is BaseRetriever & TFilterable => 'vectorStore' in r

const matches = (doc: DocumentInterface, wanted: Record<string, unknown>) =>
  Object.entries(wanted).every(([key, value]) => JSON.stringify(doc.metadata[key]) === JSON.stringify(value))

/**
 * Adds the node's metadata filter to a vector store retriever's own: keys of an object filter (most stores),
 * or a test on each document for the in-memory store, whose filter is a function. A retriever that is no
 * vector store's (a multi-query or a compression retriever) cannot take a filter: it is refused.
 */
export function addMetadataFilter(retriever: BaseRetriever, wanted: Record<string, unknown>): void {
  if (!isFilterable(retriever))
    throw new NodeInputError('Retriever Tool: an additional metadata filter needs a vector store retriever')
  const own = retriever.filter
  if (retriever.vectorStore?._vectorstoreType?.() === 'memory' || typeof own === 'function') {
    const before = typeof own === 'function' ? (own as TDocFilter) : undefined
    const test: TDocFilter = (doc) => (before ? before(doc) : true) && matches(doc, wanted)
    retriever.filter = test
    return
  }
  retriever.filter = { ...(own && typeof own === 'object' ? own : {}), ...wanted }
}
