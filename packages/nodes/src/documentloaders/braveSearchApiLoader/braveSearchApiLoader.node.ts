import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const braveSearchApiLoader = defineNode({
  name: 'braveSearchApiLoader',
  label: 'BraveSearch API Document Loader',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: "Loads a web search's results from the Brave Search API as documents, one per result",
  baseClasses: ['Document'],
  icon: 'documentloaders/braveSearchApiLoader/braveSearchApiLoader.svg',
  credential: { credentialNames: ['braveSearchApi'] },
  inputs: [
    { label: 'Query', name: 'query', type: 'string', description: 'What to search the web for' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
