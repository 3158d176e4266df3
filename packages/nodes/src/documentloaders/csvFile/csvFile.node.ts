import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const csvFile = defineNode({
  name: 'csvFile',
  label: 'Csv File',
  version: 3,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads CSV files, one document per row',
  baseClasses: ['Document'],
  icon: 'documentloaders/csvFile/csvFile.svg',
  inputs: [
    { label: 'Csv File', name: 'csvFile', type: 'file', fileType: '.csv' },
    textSplitterAnchor,
    {
      label: 'Single Column Extraction',
      name: 'columnName',
      type: 'string',
      description: 'Read only this column; every column when empty',
      placeholder: 'Enter column name',
      optional: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
