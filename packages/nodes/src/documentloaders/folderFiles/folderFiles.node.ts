import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const folderFiles = defineNode({
  name: 'folderFiles',
  label: 'Folder with Files',
  version: 4,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    "Loads the files of a folder of the unik's file workspace: text, Markdown, CSV, JSON, JSON Lines, HTML and PDF (other files are skipped)",
  baseClasses: ['Document'],
  icon: 'documentloaders/folderFiles/folderFiles.svg',
  inputs: [
    {
      label: 'Folder Path',
      name: 'folderPath',
      type: 'string',
      description: "A folder inside the unik's file workspace; empty: the whole file workspace",
      placeholder: 'reports/2024',
      optional: true,
    },
    {
      label: 'Recursive',
      name: 'recursive',
      type: 'boolean',
      description: 'Also loads the files of its subfolders',
    },
    textSplitterAnchor,
    {
      label: 'Pdf Usage',
      name: 'pdfUsage',
      type: 'options',
      options: [
        { label: 'One document per page', name: 'perPage' },
        { label: 'One document per file', name: 'perFile' },
      ],
      default: 'perPage',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'JSONL Pointer Extraction',
      name: 'pointerName',
      type: 'string',
      description: 'The key of each JSON Lines row whose value becomes a document; empty: the whole row',
      placeholder: 'text',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
