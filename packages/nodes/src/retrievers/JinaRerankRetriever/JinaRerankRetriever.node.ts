import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { baseRetrieverInput, queryParam, retrieverClasses, retrieverOutputs } from '../retriever-kit'

/** A vector store retriever's documents reordered by Jina AI's rerankers. */
export const JinaRerankRetriever = defineNode({
  name: 'JinaRerankRetriever',
  label: 'Jina AI Rerank Retriever',
  version: 1,
  type: 'JinaRerankRetriever',
  category: NodeCategories.Retrievers,
  description:
    'Reorders the documents a vector store finds from most to least relevant with Jina AI’s reranker',
  baseClasses: retrieverClasses('JinaRerankRetriever'),
  icon: 'retrievers/JinaRerankRetriever/JinaRerankRetriever.svg',
  credential: { credentialNames: ['jinaAIApi'] },
  inputs: [
    baseRetrieverInput,
    {
      label: 'Model Name',
      name: 'model',
      type: 'options',
      options: [
        { label: 'jina-reranker-v2-base-multilingual', name: 'jina-reranker-v2-base-multilingual' },
        { label: 'jina-colbert-v2', name: 'jina-colbert-v2' },
      ],
      default: 'jina-reranker-v2-base-multilingual',
      optional: true,
    },
    queryParam,
    {
      label: 'Top N',
      name: 'topN',
      type: 'number',
      description: 'How many documents it returns (default 4)',
      placeholder: '4',
      default: 4,
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('Jina AI Rerank Retriever', 'JinaRerankRetriever'),
})
