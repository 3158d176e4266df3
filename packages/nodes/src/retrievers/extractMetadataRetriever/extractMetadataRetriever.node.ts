import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { structuredOutputGrid } from '../../agentflow/shared/seq-inputs'
import { queryParam, retrieverClasses, retrieverOutputs, vectorStoreInput } from '../retriever-kit'

/** The prompt's default: `{{query}}` is the question. */
export const EXTRACT_METADATA_PROMPT = 'Extract keywords from the query: {{query}}'

/** A chat model reads metadata values out of the question; the vector store is searched with them as its filter. */
export const extractMetadataRetriever = defineNode({
  name: 'extractMetadataRetriever',
  label: 'Extract Metadata Retriever',
  version: 1,
  type: 'ExtractMetadataRetriever',
  category: NodeCategories.Retrievers,
  description:
    'Has a chat model read metadata values out of the question and searches only documents with them',
  baseClasses: retrieverClasses('ExtractMetadataRetriever'),
  icon: 'retrievers/extractMetadataRetriever/extractMetadataRetriever.svg',
  badge: 'BETA',
  inputs: [
    vectorStoreInput,
    { label: 'Chat Model', name: 'model', type: 'BaseChatModel' },
    queryParam,
    {
      label: 'Prompt',
      name: 'dynamicMetadataFilterRetrieverPrompt',
      type: 'string',
      rows: 4,
      description: 'What the model is asked; {{query}} is the question',
      default: EXTRACT_METADATA_PROMPT,
      additionalParams: true,
    },
    {
      label: 'JSON Structured Output',
      name: 'dynamicMetadataFilterRetrieverStructuredOutput',
      type: 'datagrid',
      description: 'The metadata keys the model fills in; its JSON answer becomes the vector store’s filter',
      datagrid: structuredOutputGrid,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents a search returns; empty: the vector store’s Top K',
      placeholder: '4',
      optional: true,
      additionalParams: true,
    },
  ],
  outputs: retrieverOutputs('Extract Metadata Retriever', 'ExtractMetadataRetriever'),
})
