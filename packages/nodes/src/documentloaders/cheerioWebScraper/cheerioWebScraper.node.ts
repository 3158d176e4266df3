import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

export const cheerioWebScraper = defineNode({
  name: 'cheerioWebScraper',
  label: 'Cheerio Web Scraper',
  version: 2,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Fetches web pages and loads their text as documents, optionally following links',
  baseClasses: ['Document'],
  icon: 'documentloaders/cheerioWebScraper/cheerioWebScraper.svg',
  inputs: [
    { label: 'URL', name: 'url', type: 'string' },
    textSplitterAnchor,
    {
      label: 'Get Relative Links Method',
      name: 'relativeLinksMethod',
      type: 'options',
      description: 'Also load the pages this site links to',
      options: [
        { label: 'Web Crawl', name: 'webCrawl', description: 'Follow links found on the page' },
        {
          label: 'Scrape XML Sitemap',
          name: 'scrapeXMLSitemap',
          description: 'Read the links from the sitemap',
        },
      ],
      default: 'webCrawl',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Get Relative Links Limit',
      name: 'limit',
      type: 'number',
      description: 'Most pages to load; 0 loads every link found',
      default: '10',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Selector (CSS)',
      name: 'selector',
      type: 'string',
      description: 'Only the elements matching this CSS selector are read',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
