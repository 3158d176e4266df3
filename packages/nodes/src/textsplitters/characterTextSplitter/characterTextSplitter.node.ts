import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chunkSizeInputs } from '../chunk-size-inputs'

export const characterTextSplitter = defineNode({
  name: 'characterTextSplitter',
  label: 'Character Text Splitter',
  version: 1,
  type: 'CharacterTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts text at one separator, then joins the pieces into chunks of a number of characters',
  baseClasses: ['CharacterTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/characterTextSplitter/characterTextSplitter.svg',
  inputs: [
    ...chunkSizeInputs,
    {
      label: 'Custom Separator',
      name: 'separator',
      type: 'string',
      description:
        'Where the text is cut (a blank line when empty); \\n, \\t and \\r stand for a new line, a tab, a carriage return',
      placeholder: '" "',
      optional: true,
    },
  ],
})
