import type { Document } from '@langchain/core/documents'
import type { BaseRetriever as TBaseRetriever } from '@langchain/core/retrievers'
import type { VectorStore as TVectorStore } from '@langchain/core/vectorstores'
import type { TInputDefinition, TOutputDefinition } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { lazyImport } from '../shared/lazy-import'
import { getString, NodeInputError } from '../shared/read-inputs'

const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))
const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))

/** The question a Document or Text output searches for (the retriever output searches the consumer's). */
export const queryParam: TInputDefinition = {
  label: 'Query',
  name: 'query',
  type: 'string',
  description: 'What the Document and Text outputs search for; empty: the user’s question',
  optional: true,
  acceptVariable: true,
}

/** How many documents a rerank retriever keeps (Cohere, Azure, Voyage call it Top K). */
export const rerankTopKInput: TInputDefinition = {
  label: 'Top K',
  name: 'topK',
  type: 'number',
  description: 'How many documents it returns; empty: as many as the vector store’s retriever finds',
  placeholder: '4',
  optional: true,
  additionalParams: true,
}

/** Cohere's rerank option that cuts long documents; `who` names the model's owner in the description. */
export const maxChunksPerDocInput = (who: string): TInputDefinition => ({
  label: 'Max Chunks Per Doc',
  name: 'maxChunksPerDoc',
  type: 'number',
  description: `Into how many chunks ${who} may cut a long document (default 10)`,
  placeholder: '10',
  optional: true,
  additionalParams: true,
})

/** Cohere's rerank models, offered by its own retriever and by Azure's deployments of them. */
export const cohereRerankModels = [
  { label: 'rerank-v3.5', name: 'rerank-v3.5' },
  { label: 'rerank-english-v3.0', name: 'rerank-english-v3.0' },
  { label: 'rerank-multilingual-v3.0', name: 'rerank-multilingual-v3.0' },
]

export const vectorStoreInput: TInputDefinition = {
  label: 'Vector Store',
  name: 'vectorStore',
  type: 'VectorStore',
}

export const baseRetrieverInput: TInputDefinition = {
  label: 'Vector Store Retriever',
  name: 'baseRetriever',
  type: 'VectorStoreRetriever',
}

/** A retriever node's classes: its own type and LangChain's base retriever. */
export const retrieverClasses = (type: string) => [type, 'BaseRetriever']

/** The three outputs of Flowise's retrievers: the retriever, or what it finds as documents or as text. */
export function retrieverOutputs(label: string, type: string): TOutputDefinition[] {
  return [
    { label, name: 'retriever', baseClasses: retrieverClasses(type) },
    {
      label: 'Document',
      name: 'document',
      description: 'Documents with their metadata and page content',
      baseClasses: ['Document', 'json'],
    },
    {
      label: 'Text',
      name: 'text',
      description: 'The page content of all documents joined as one string',
      baseClasses: ['string', 'json'],
    },
  ]
}

/** A LangChain retriever whose search is `find`: it composes with every chain and agent that takes one. */
export async function functionRetriever(
  find: (query: string) => Promise<Document[]>,
): Promise<TBaseRetriever> {
  const { BaseRetriever } = await langchainCoreRetrievers()
  class FunctionRetriever extends BaseRetriever {
    override lc_namespace = ['unikflow', 'retrievers']
    override async _getRelevantDocuments(query: string): Promise<Document[]> {
      return find(query)
    }
  }
  return new FunctionRetriever()
}

/** The node's answer for its chosen output: the retriever, or its documents (or their text) for the query. */
export async function finishRetriever(ctx: TNodeContext, retriever: TBaseRetriever): Promise<unknown> {
  if (ctx.output !== 'document' && ctx.output !== 'text') return retriever
  const query = getString(ctx, 'query').trim() || ctx.question
  const docs = await retriever.invoke(query, { signal: ctx.signal })
  return ctx.output === 'text' ? docs.map((d) => d.pageContent).join('\n') : docs
}

/** The vector store connected to `vectorStore` (a vector store node's Vector Store output). */
export async function readVectorStore(ctx: TNodeContext): Promise<TVectorStore> {
  const { VectorStore } = await langchainCoreVectorstores()
  const store = ctx.inputs.vectorStore
  if (store instanceof VectorStore) return store
  throw new NodeInputError(`${ctx.label}: connect the Vector Store output of a vector store node`)
}

/** The retriever connected to `baseRetriever`: a vector store node's Retriever output (or its Vector Store). */
export async function readBaseRetriever(ctx: TNodeContext): Promise<TBaseRetriever> {
  const [{ BaseRetriever }, { VectorStore }] = await Promise.all([
    langchainCoreRetrievers(),
    langchainCoreVectorstores(),
  ])
  const input = ctx.inputs.baseRetriever
  if (input instanceof BaseRetriever) return input
  if (input instanceof VectorStore) return input.asRetriever()
  throw new NodeInputError(`${ctx.label}: connect the Retriever output of a vector store node`)
}

/** The k a vector store node's retriever was built with (its Top K), else 4. */
export function retrieverK(retriever: TBaseRetriever): number {
  const k: unknown = Reflect.get(retriever, 'k')
  return typeof k === 'number' && k > 0 ? k : 4
}

/** Documents without repeats (same text and metadata), first seen first. */
export function uniqueDocuments(docs: readonly Document[]): Document[] {
  const seen = new Set<string>()
  return docs.filter((d) => {
    const key = JSON.stringify([d.pageContent, d.metadata])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
