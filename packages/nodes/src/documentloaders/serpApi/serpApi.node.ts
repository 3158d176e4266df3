import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const serpApi = defineNode({
  name: 'serpApi',
  label: 'SerpApi For Web Search',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    "Loads a web search's results from SerpApi (Google) as documents: its answer box and each result",
  baseClasses: ['Document'],
  icon: 'documentloaders/serpApi/serpApi.svg',
  credential: { credentialNames: ['serpApi'] },
  inputs: [
    { label: 'Query', name: 'query', type: 'string', description: 'What to search the web for' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
