import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const tokenTextSplitter = defineNode({
  name: 'tokenTextSplitter',
  label: 'Token Text Splitter',
  version: 1,
  type: 'TokenTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts text into chunks of a number of tokens (cl100k, counted locally)',
  baseClasses: ['TokenTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/tokenTextSplitter/tokenTextSplitter.svg',
  inputs: [
    {
      label: 'Encoding Name',
      name: 'encodingName',
      type: 'options',
      options: [{ label: 'cl100k_base', name: 'cl100k_base' }],
      default: 'cl100k_base',
    },
    {
      label: 'Chunk Size',
      name: 'chunkSize',
      type: 'number',
      description: 'Tokens per chunk',
      default: 1000,
      optional: true,
    },
    {
      label: 'Chunk Overlap',
      name: 'chunkOverlap',
      type: 'number',
      description: 'Tokens shared by neighbouring chunks',
      optional: true,
    },
  ],
})
