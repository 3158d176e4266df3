import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chunkSizeInputs } from '../chunk-size-inputs'

export const htmlToMarkdownTextSplitter = defineNode({
  name: 'htmlToMarkdownTextSplitter',
  label: 'HtmlToMarkdown Text Splitter',
  version: 1,
  type: 'HtmlToMarkdownTextSplitter',
  category: NodeCategories.TextSplitters,
  description:
    'Turns HTML into Markdown (scripts and styles dropped, links and headings kept), then cuts it at headings first, like the Markdown Text Splitter',
  baseClasses: [
    'HtmlToMarkdownTextSplitter',
    'MarkdownTextSplitter',
    'RecursiveCharacterTextSplitter',
    'TextSplitter',
  ],
  icon: 'textsplitters/htmlToMarkdownTextSplitter/htmlToMarkdownTextSplitter.svg',
  inputs: [...chunkSizeInputs],
})
