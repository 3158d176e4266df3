import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** A Notion export (Markdown & CSV, unzipped) in the unik's file workspace: one document per page. */
export const notionFolder = defineNode({
  name: 'notionFolder',
  label: 'Notion Folder',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Loads the pages of a Notion export (unzipped into the unik’s file workspace), one document per page',
  baseClasses: ['Document'],
  icon: 'documentloaders/notionFolder/notionFolder.svg',
  inputs: [
    {
      label: 'Notion Folder',
      name: 'notionFolder',
      type: 'string',
      description: 'The export’s folder, as a path inside the unik’s file workspace',
      placeholder: 'notion-export',
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
