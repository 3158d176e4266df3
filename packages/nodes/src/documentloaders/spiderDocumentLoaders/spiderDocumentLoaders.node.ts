import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { documentOutputs, omitMetadataKeysParam, textSplitterAnchor } from '../../shared/inputs'

/** Pages scraped or crawled by Spider's API (as Markdown), one document per page. */
export const spiderDocumentLoaders = defineNode({
  name: 'spiderDocumentLoaders',
  label: 'Spider Document Loaders',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Scrapes a page or crawls a site with Spider’s API, one document per page (as Markdown)',
  baseClasses: ['Document'],
  icon: 'documentloaders/spiderDocumentLoaders/spiderDocumentLoaders.svg',
  credential: { credentialNames: ['spiderApi'] },
  inputs: [
    textSplitterAnchor,
    {
      label: 'Mode',
      name: 'mode',
      type: 'options',
      options: [
        { label: 'Scrape', name: 'scrape', description: 'Read one page' },
        {
          label: 'Crawl',
          name: 'crawl',
          description: 'Read the site’s pages on the same domain, up to Limit',
        },
      ],
      default: 'scrape',
    },
    { label: 'Web Page URL', name: 'url', type: 'string', placeholder: 'https://spider.cloud' },
    { label: 'Limit', name: 'limit', type: 'number', default: 25 },
    {
      label: 'Additional Metadata',
      name: 'additional_metadata',
      type: 'json',
      description: 'Extra metadata added to every loaded document',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Additional Parameters',
      name: 'params',
      type: 'json',
      description: 'More request parameters, as Spider’s API documentation lists them',
      placeholder: '{ "anti_bot": true }',
      optional: true,
      additionalParams: true,
    },
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
