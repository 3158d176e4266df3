import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The slides' texts of PowerPoint files (.pptx), one document per slide. */
export const microsoftPowerpoint = defineNode({
  name: 'microsoftPowerpoint',
  label: 'Microsoft PowerPoint',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads the texts of PowerPoint slides (.pptx; the older .ppt format is not read), one document per slide',
  baseClasses: ['Document'],
  icon: 'documentloaders/microsoftPowerpoint/microsoftPowerpoint.svg',
  inputs: [
    { label: 'PowerPoint File', name: 'powerpointFile', type: 'file', fileType: '.pptx, .ppt' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
