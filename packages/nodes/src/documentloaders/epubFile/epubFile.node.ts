import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The text of EPUB books, by chapter (the reading order the book declares) or whole. */
export const epubFile = defineNode({
  name: 'epubFile',
  label: 'Epub File',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the text of EPUB books, one document per chapter or per file',
  baseClasses: ['Document'],
  icon: 'documentloaders/epubFile/epubFile.svg',
  inputs: [
    { label: 'Epub File', name: 'epubFile', type: 'file', fileType: '.epub' },
    textSplitterAnchor,
    {
      label: 'Usage',
      name: 'usage',
      type: 'options',
      options: [
        { label: 'One document per chapter', name: 'perChapter' },
        { label: 'One document per file', name: 'perFile' },
      ],
      default: 'perChapter',
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
