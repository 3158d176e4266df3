import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chunkSizeInputs } from '../chunk-size-inputs'

export const markdownTextSplitter = defineNode({
  name: 'markdownTextSplitter',
  label: 'Markdown Text Splitter',
  version: 1,
  type: 'MarkdownTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts Markdown into chunks at headings first, then code blocks, paragraphs and lines',
  baseClasses: ['MarkdownTextSplitter', 'RecursiveCharacterTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/markdownTextSplitter/markdownTextSplitter.svg',
  inputs: [...chunkSizeInputs],
})
