import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The rows of Excel workbooks (.xlsx, .xlsm), one document per row with its column headers. */
export const microsoftExcel = defineNode({
  name: 'microsoftExcel',
  label: 'Microsoft Excel',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads the rows of Excel workbooks (.xlsx, .xlsm; binary .xls and .xlsb are not read), one document per row',
  baseClasses: ['Document'],
  icon: 'documentloaders/microsoftExcel/microsoftExcel.svg',
  inputs: [
    { label: 'Excel File', name: 'excelFile', type: 'file', fileType: '.xlsx, .xls, .xlsm, .xlsb' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
