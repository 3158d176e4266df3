import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The rows of a Notion database (Notion's REST API): each row's page text, its properties as metadata. */
export const notionDB = defineNode({
  name: 'notionDB',
  label: 'Notion Database',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the rows of a Notion database, one document per row with its properties as metadata',
  baseClasses: ['Document'],
  icon: 'documentloaders/notionDB/notionDB.svg',
  credential: { credentialNames: ['notionApi'] },
  inputs: [
    textSplitterAnchor,
    {
      label: 'Notion Database Id',
      name: 'databaseId',
      type: 'string',
      description: 'In a URL such as https://www.notion.so/abcdefh?v=…, abcdefh is the database id',
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
