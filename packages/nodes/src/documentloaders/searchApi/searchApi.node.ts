import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const searchApi = defineNode({
  name: 'searchApi',
  label: 'SearchApi For Web Search',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads real-time search results (SearchApi) as documents: the answer box and each result',
  baseClasses: ['Document'],
  icon: 'documentloaders/searchApi/searchApi.svg',
  credential: { credentialNames: ['searchApi'] },
  inputs: [
    {
      label: 'Query',
      name: 'query',
      type: 'string',
      description: 'Empty searches for the question',
      optional: true,
    },
    {
      label: 'Custom Parameters',
      name: 'customParameters',
      type: 'json',
      description: 'More SearchApi parameters, e.g. {"engine": "google_news", "gl": "de"}',
      optional: true,
      additionalParams: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
