import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const markdownHtmlFile = defineNode({
  name: 'markdownHtmlFile',
  label: 'Markdown / HTML File',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads Markdown files as they are and HTML files converted to Markdown',
  baseClasses: ['Document'],
  icon: 'documentloaders/markdownHtmlFile/markdownHtmlFile.svg',
  inputs: [
    {
      label: 'Markdown or HTML File',
      name: 'markdownHtmlFile',
      type: 'file',
      fileType: '.md, .markdown, .html, .htm',
    },
    textSplitterAnchor,
    {
      label: 'HTML Selector',
      name: 'selector',
      type: 'string',
      description: 'Convert only this part of HTML pages (a CSS selector); the whole body when empty',
      placeholder: 'main',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
