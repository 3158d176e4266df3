import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** A Notion page and its child pages (Notion's REST API), one document per page. */
export const notionPage = defineNode({
  name: 'notionPage',
  label: 'Notion Page',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads a Notion page and its child pages, one document per page',
  baseClasses: ['Document'],
  icon: 'documentloaders/notionPage/notionPage.svg',
  credential: { credentialNames: ['notionApi'] },
  inputs: [
    textSplitterAnchor,
    {
      label: 'Notion Page Id',
      name: 'pageId',
      type: 'string',
      description:
        'The hex id at the end of the page’s URL (https://www.notion.so/My-Page-<id>); share the page with the integration first',
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
