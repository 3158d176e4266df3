import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** Flowise's Microsoft Word loader: Word files read as the Docx File node reads them. */
export const microsoftWord = defineNode({
  name: 'microsoftWord',
  label: 'Microsoft Word',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads the text of Word documents (.docx; the older .doc format is not read), one document per file',
  baseClasses: ['Document'],
  icon: 'documentloaders/microsoftWord/microsoftWord.svg',
  inputs: [
    { label: 'Word File', name: 'docxFile', type: 'file', fileType: '.docx, .doc' },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
