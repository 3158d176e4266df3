import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chunkSizeInputs } from '../chunk-size-inputs'

export const recursiveCharacterTextSplitter = defineNode({
  name: 'recursiveCharacterTextSplitter',
  label: 'Recursive Character Text Splitter',
  version: 2,
  type: 'RecursiveCharacterTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts text into chunks at paragraph breaks first, then lines, then words',
  baseClasses: ['RecursiveCharacterTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/recursiveCharacterTextSplitter/recursiveCharacterTextSplitter.svg',
  inputs: [
    ...chunkSizeInputs,
    {
      label: 'Custom Separators',
      name: 'separators',
      type: 'string',
      rows: 4,
      description: 'A JSON array of separators to use instead of the default ones',
      placeholder: '["|", "##", "\\n"]',
      optional: true,
      additionalParams: true,
    },
  ],
})
