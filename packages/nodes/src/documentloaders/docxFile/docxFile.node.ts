import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const docxFile = defineNode({
  name: 'docxFile',
  label: 'Docx File',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the text of Word documents (.docx), one document per file',
  baseClasses: ['Document'],
  icon: 'documentloaders/docxFile/docxFile.svg',
  inputs: [
    { label: 'Docx File', name: 'docxFile', type: 'file', fileType: '.docx' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
