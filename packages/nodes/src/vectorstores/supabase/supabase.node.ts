import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { recordManagerNoDeleteParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const supabase = defineNode({
  name: 'supabase',
  label: 'Supabase',
  version: 4,
  type: 'Supabase',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Supabase (pgvector) table and finds the closest ones',
  baseClasses: ['Supabase', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/supabase/supabase.svg',
  credential: { credentialNames: ['supabaseApi'] },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerNoDeleteParam,
    {
      label: 'Supabase Project URL',
      name: 'supabaseProjUrl',
      type: 'string',
      placeholder: 'https://<project>.supabase.co',
    },
    {
      label: 'Table Name',
      name: 'tableName',
      type: 'string',
      description: 'A table with content (text), metadata (jsonb) and embedding (vector) columns',
    },
    {
      label: 'Query Name',
      name: 'queryName',
      type: 'string',
      description:
        'The SQL function that searches the table, called with query_embedding, match_count and filter',
      placeholder: 'match_documents',
    },
    {
      label: 'Supabase Metadata Filter',
      name: 'supabaseMetadataFilter',
      type: 'json',
      description: 'Passed to the search function as its filter, e.g. {"source": "faq"}',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Supabase RPC Filter',
      name: 'supabaseRPCFilter',
      type: 'string',
      rows: 4,
      // Kept so flows from Flowise keep it; the runtime refuses a non-empty one.
      description: 'Query-builder filters are not supported yet; use the Metadata Filter',
      optional: true,
      additionalParams: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Supabase Retriever',
      name: 'retriever',
      baseClasses: ['Supabase', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Supabase Vector Store', name: 'vectorStore', baseClasses: ['Supabase', 'VectorStore'] },
  ],
})
