import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const markdownTextSplitter = defineNode({
  name: 'markdownTextSplitter',
  label: 'Markdown Text Splitter',
  version: 1,
  type: 'MarkdownTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts Markdown into chunks at headings first, then code blocks, paragraphs and lines',
  baseClasses: ['MarkdownTextSplitter', 'RecursiveCharacterTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/markdownTextSplitter/markdownTextSplitter.svg',
  inputs: [
    {
      label: 'Chunk Size',
      name: 'chunkSize',
      type: 'number',
      description: 'Characters per chunk',
      default: 1000,
      optional: true,
    },
    {
      label: 'Chunk Overlap',
      name: 'chunkOverlap',
      type: 'number',
      description: 'Characters shared by neighbouring chunks',
      optional: true,
    },
  ],
})
