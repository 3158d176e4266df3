import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const plainText = defineNode({
  name: 'plainText',
  label: 'Plain Text',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the text typed here as a document',
  baseClasses: ['Document'],
  icon: 'documentloaders/plainText/plainText.svg',
  inputs: [
    { label: 'Text', name: 'text', type: 'string', rows: 4, placeholder: 'Lorem ipsum dolor sit amet…' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
