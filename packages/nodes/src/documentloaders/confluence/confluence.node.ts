import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** The pages of a Confluence space (its REST API), one document per page, as Markdown. */
export const confluence = defineNode({
  name: 'confluence',
  label: 'Confluence',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads the pages of a Confluence space as documents (Markdown), one per page',
  baseClasses: ['Document'],
  icon: 'documentloaders/confluence/confluence.svg',
  credential: { credentialNames: ['confluenceCloudApi', 'confluenceServerDCApi'] },
  inputs: [
    textSplitterAnchor,
    { label: 'Base URL', name: 'baseUrl', type: 'string', placeholder: 'https://example.atlassian.net/wiki' },
    {
      label: 'Space Key',
      name: 'spaceKey',
      type: 'string',
      placeholder: '~EXAMPLE362906de5d343d49dcdbae5dEXAMPLE',
      description: 'The key of the space, shown in its URL after /spaces/ and in its settings',
    },
    {
      label: 'Limit',
      name: 'limit',
      type: 'number',
      default: 0,
      description: 'The most pages to load; 0 loads every page',
      optional: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
