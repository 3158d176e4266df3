import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const textFile = defineNode({
  name: 'textFile',
  label: 'Text File',
  version: 3,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads plain-text, markup and source-code files as documents',
  baseClasses: ['Document'],
  icon: 'documentloaders/textFile/textFile.svg',
  inputs: [
    {
      label: 'Txt File',
      name: 'txtFile',
      type: 'file',
      fileType:
        '.txt, .html, .aspx, .asp, .cpp, .c, .cs, .css, .go, .h, .java, .js, .less, .ts, .php, .proto, .python, .py, .rst, .ruby, .rb, .rs, .scala, .sc, .scss, .sol, .sql, .swift, .markdown, .md, .tex, .ltx, .vb, .xml',
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
