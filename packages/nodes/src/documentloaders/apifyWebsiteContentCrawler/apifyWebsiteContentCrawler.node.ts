import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

/** Apify's Website Content Crawler actor, run on Apify; each crawled page is a document. */
export const apifyWebsiteContentCrawler = defineNode({
  name: 'apifyWebsiteContentCrawler',
  label: 'Apify Website Content Crawler',
  version: 3,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Crawls websites with Apify’s Website Content Crawler and loads each page’s text as a document',
  baseClasses: ['Document'],
  icon: 'documentloaders/apifyWebsiteContentCrawler/apifyWebsiteContentCrawler.svg',
  credential: { label: 'Connect Apify API', credentialNames: ['apifyApi'] },
  inputs: [
    textSplitterAnchor,
    {
      label: 'Start URLs',
      name: 'urls',
      type: 'string',
      description: 'Comma-separated URLs of the pages the crawl starts from',
      placeholder: 'https://js.langchain.com/docs/',
    },
    {
      label: 'Crawler type',
      name: 'crawlerType',
      type: 'options',
      options: [
        { label: 'Headless web browser (Chrome+Playwright)', name: 'playwright:chrome' },
        { label: 'Stealthy web browser (Firefox+Playwright)', name: 'playwright:firefox' },
        { label: 'Raw HTTP client (Cheerio)', name: 'cheerio' },
        { label: 'Raw HTTP client with JavaScript execution (JSDOM) [experimental]', name: 'jsdom' },
      ],
      description: 'How Apify reads the pages (its documentation compares them)',
      default: 'playwright:firefox',
    },
    {
      label: 'Max crawling depth',
      name: 'maxCrawlDepth',
      type: 'number',
      default: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max crawl pages',
      name: 'maxCrawlPages',
      type: 'number',
      default: 3,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Additional input',
      name: 'additionalInput',
      type: 'json',
      default: '{}',
      description: 'More input of the crawler, as its input schema on Apify lists it',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
