import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** Files of any kind, each read by the loader of its extension (PDF, Word, Excel, CSV, JSON … or as text). */
export const fileLoader = defineNode({
  name: 'fileLoader',
  label: 'File Loader',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads files of many kinds, each read as its extension says (PDF, DOCX, XLSX, PPTX, EPUB, CSV, JSON, JSONL, text)',
  baseClasses: ['Document'],
  icon: 'documentloaders/fileLoader/fileLoader.svg',
  inputs: [
    { label: 'File', name: 'file', type: 'file', fileType: '*' },
    textSplitterAnchor,
    {
      label: 'Pdf Usage',
      name: 'usage',
      type: 'options',
      description: 'For PDF files only',
      options: [
        { label: 'One document per page', name: 'perPage' },
        { label: 'One document per file', name: 'perFile' },
      ],
      default: 'perPage',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Use Legacy Build',
      name: 'legacyBuild',
      type: 'boolean',
      description: 'Kept for flows made in Flowise; PDFs are read the same way',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'JSONL Pointer Extraction',
      name: 'pointerName',
      type: 'string',
      description: 'For JSONL files only: the key whose value each line gives',
      placeholder: '<pointerName>',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
