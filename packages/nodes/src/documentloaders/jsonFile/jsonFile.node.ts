import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const jsonFile = defineNode({
  name: 'jsonFile',
  label: 'Json File',
  version: 3.1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the text values of JSON files (or of the keys named) as documents',
  baseClasses: ['Document'],
  icon: 'documentloaders/jsonFile/jsonFile.svg',
  inputs: [
    { label: 'Json File', name: 'jsonFile', type: 'file', fileType: '.json' },
    textSplitterAnchor,
    {
      label: 'Separate by JSON Object (JSON Array)',
      name: 'separateByObject',
      type: 'boolean',
      description:
        'One document per object of the file (each item of a top-level array), as key: value lines',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Pointers Extraction (separated by commas)',
      name: 'pointersName',
      type: 'string',
      description: 'Read only the values of these keys; every text value when empty',
      placeholder: 'Enter pointers name',
      optional: true,
      hide: { separateByObject: true },
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
