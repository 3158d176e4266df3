import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const pdfFile = defineNode({
  name: 'pdfFile',
  label: 'Pdf File',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the text of PDF files as documents',
  baseClasses: ['Document'],
  icon: 'documentloaders/pdfFile/pdfFile.svg',
  inputs: [
    { label: 'Pdf File', name: 'pdfFile', type: 'file', fileType: '.pdf' },
    textSplitterAnchor,
    {
      label: 'Usage',
      name: 'usage',
      type: 'options',
      options: [
        { label: 'One document per page', name: 'perPage' },
        { label: 'One document per file', name: 'perFile' },
      ],
      default: 'perPage',
    },
    {
      label: 'Use Legacy Build',
      name: 'legacyBuild',
      type: 'boolean',
      description: 'Use the older PDF reader, for files the current one cannot read',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
