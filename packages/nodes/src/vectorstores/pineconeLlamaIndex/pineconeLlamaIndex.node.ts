import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Pinecone; here the Pinecone node's REST store, its retriever carrying the chat model. */
export const pineconeLlamaIndex = defineNode({
  name: 'pineconeLlamaIndex',
  label: 'Pinecone',
  version: 1,
  type: 'Pinecone',
  category: NodeCategories.VectorStores,
  tags: ['LlamaIndex'],
  description:
    'Stores document vectors in a Pinecone index and retrieves the closest for the query engines (runs on Unikflow as the Pinecone node does)',
  baseClasses: ['Pinecone', 'VectorIndexRetriever'],
  icon: 'vectorstores/pineconeLlamaIndex/pineconeLlamaIndex.svg',
  credential: { credentialNames: ['pineconeApi'] },
  inputs: [
    { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel_LlamaIndex',
      description: 'The model a Query Engine answers with',
    },
    { label: 'Embeddings', name: 'embeddings', type: 'BaseEmbedding_LlamaIndex' },
    {
      label: 'Pinecone Index',
      name: 'pineconeIndex',
      type: 'string',
      description: 'An existing index whose dimension matches the embeddings',
    },
    {
      label: 'Pinecone Namespace',
      name: 'pineconeNamespace',
      type: 'string',
      placeholder: 'my-first-namespace',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Pinecone Metadata Filter',
      name: 'pineconeMetadataFilter',
      type: 'json',
      description: 'A Pinecone filter applied to every search',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents to retrieve (default 4)',
      placeholder: '4',
      optional: true,
      additionalParams: true,
    },
  ],
})
