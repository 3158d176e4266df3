import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { chunkSizeInputs } from '../chunk-size-inputs'

export const markdownTextSplitter = defineNode({
  name: 'markdownTextSplitter',
  label: 'Markdown Text Splitter',
  version: 1.1,
  type: 'MarkdownTextSplitter',
  category: NodeCategories.TextSplitters,
  description: 'Cuts Markdown into chunks at headings first, then code blocks, paragraphs and lines',
  baseClasses: ['MarkdownTextSplitter', 'RecursiveCharacterTextSplitter', 'TextSplitter'],
  icon: 'textsplitters/markdownTextSplitter/markdownTextSplitter.svg',
  inputs: [
    ...chunkSizeInputs,
    {
      label: 'Split by Headers',
      name: 'splitByHeaders',
      type: 'options',
      description:
        'Make one chunk of each heading of this level or higher with what follows it, whatever its size',
      options: [
        { label: 'Disabled', name: 'disabled' },
        ...[1, 2, 3, 4, 5, 6].map((level) => ({
          label: `${'#'.repeat(level)} Headers (H${level})`,
          name: `h${level}`,
        })),
      ],
      default: 'disabled',
      optional: true,
      additionalParams: true,
    },
  ],
})
