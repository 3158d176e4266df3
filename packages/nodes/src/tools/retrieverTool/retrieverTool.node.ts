import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const retrieverTool = defineNode({
  name: 'retrieverTool',
  label: 'Retriever Tool',
  version: 3,
  type: 'RetrieverTool',
  category: NodeCategories.Tools,
  description: 'Offers a document retriever to an agent as a search tool',
  baseClasses: ['RetrieverTool', 'DynamicTool', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/retrieverTool/retrieverTool.svg',
  inputs: [
    { label: 'Retriever Name', name: 'name', type: 'string', placeholder: 'search_handbook' },
    {
      label: 'Retriever Description',
      name: 'description',
      type: 'string',
      rows: 3,
      description: 'Tells the agent when to search these documents',
      placeholder: 'Searches the employee handbook',
    },
    { label: 'Retriever', name: 'retriever', type: 'BaseRetriever' },
    {
      label: 'Return Source Documents',
      name: 'returnSourceDocuments',
      type: 'boolean',
      description: 'Show the documents found as sources of the answer',
      optional: true,
    },
    {
      label: 'Additional Metadata Filter',
      name: 'retrieverToolMetadataFilter',
      type: 'json',
      description:
        "Metadata the documents found must carry, added to the vector store's own filter (JSON: key to value)",
      optional: true,
      additionalParams: true,
    },
  ],
})
