import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const jsonlinesFile = defineNode({
  name: 'jsonlinesFile',
  label: 'Json Lines File',
  version: 3,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads one document per line of JSON Lines files, from the field the pointer names',
  baseClasses: ['Document'],
  icon: 'documentloaders/jsonlinesFile/jsonlinesFile.svg',
  inputs: [
    { label: 'Jsonlines File', name: 'jsonlinesFile', type: 'file', fileType: '.jsonl' },
    textSplitterAnchor,
    {
      label: 'Pointer Extraction',
      name: 'pointerName',
      type: 'string',
      description: 'The field of each line to read (a JSON pointer such as /answer or a key name)',
      placeholder: 'Enter pointer name',
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
