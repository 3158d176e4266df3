import type { BaseRetrieverInterface } from '@langchain/core/retrievers'
import type { TSourceDocument } from '../context'

export async function retrieve(
  retriever: BaseRetrieverInterface,
  query: string,
  signal: AbortSignal,
): Promise<TSourceDocument[]> {
  const docs = await retriever.invoke(query, { signal })
  return docs.map((d) => ({ pageContent: d.pageContent, metadata: { ...d.metadata } }))
}

export function contextText(docs: readonly TSourceDocument[]): string {
  return docs.map((d) => d.pageContent).join('\n\n')
}
