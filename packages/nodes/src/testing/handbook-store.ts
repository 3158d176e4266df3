import { Document } from '@langchain/core/documents'
import type { TNodeHarness } from '@unikflow/engine/testing'

/** Four short handbook passages, each about one topic, with its `source`. */
export const HANDBOOK = [
  'Refunds are paid within 14 days of the return.',
  'Gift cards never expire and can be used online.',
  'Shipping to Europe takes five working days.',
  'Our support team answers emails within one day.',
]

/**
 * The handbook in an In-Memory Vector Store embedded with Local Embeddings (word hashing, no network),
 * through its Vector Store output or its Retriever output (Top K `topK`): what retriever nodes connect to.
 */
export async function handbookStore(
  harness: TNodeHarness,
  output: 'vectorStore' | 'retriever',
  topK = 4,
): Promise<unknown> {
  const embeddings = await harness.supply('localHashEmbeddings', { inputs: { dimensions: 256 } })
  const document = HANDBOOK.map(
    (text, i) => new Document({ pageContent: text, metadata: { source: `page-${i + 1}` } }),
  )
  return harness.supply('memoryVectorStore', { inputs: { document, embeddings, topK }, output })
}

/** The page contents of what a retriever node's Document output gave. */
export function contents(docs: unknown): string[] {
  return Array.isArray(docs) ? docs.map((d: { pageContent: string }) => d.pageContent) : []
}
