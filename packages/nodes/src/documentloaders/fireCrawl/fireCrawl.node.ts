import type { TInputDefinition } from '@unikflow/graph'
import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

type TMode = 'crawl' | 'scrape' | 'extract' | 'search'
const shownFor = (...modes: TMode[]) => ({ show: { crawlerType: modes } })
const more = { optional: true, additionalParams: true }
const text = (
  name: string,
  label: string,
  description: string,
  modes: TMode[],
  extra: Partial<TInputDefinition> = {},
) =>
  ({
    label,
    name,
    type: 'string',
    description,
    ...more,
    ...shownFor(...modes),
    ...extra,
  }) satisfies TInputDefinition

/** FireCrawl's API: crawl a site, scrape a page, extract structured data or search the web, as documents. */
export const fireCrawl = defineNode({
  name: 'fireCrawl',
  label: 'FireCrawl',
  version: 4,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description:
    'Crawls a site, scrapes a page, extracts data or searches the web with FireCrawl, as documents',
  baseClasses: ['Document'],
  icon: 'documentloaders/fireCrawl/fireCrawl.svg',
  credential: { label: 'FireCrawl API', credentialNames: ['fireCrawlApi'] },
  inputs: [
    textSplitterAnchor,
    {
      label: 'Type',
      name: 'crawlerType',
      type: 'options',
      options: [
        { label: 'Crawl', name: 'crawl', description: 'A page and the pages under it' },
        { label: 'Scrape', name: 'scrape', description: 'One page' },
        { label: 'Extract', name: 'extract', description: 'Structured data out of pages' },
        { label: 'Search', name: 'search', description: 'A web search’s results' },
      ],
      default: 'crawl',
    },
    text(
      'url',
      'URLs',
      'The page to start from; for Extract, comma-separated pages',
      ['crawl', 'scrape', 'extract'],
      {
        placeholder: 'https://docs.flowiseai.com',
        additionalParams: false,
      },
    ),
    text('includeTags', 'Include Tags', 'Comma-separated HTML tags to keep', ['scrape']),
    text('excludeTags', 'Exclude Tags', 'Comma-separated HTML tags to leave out', ['scrape']),
    {
      label: 'Only Main Content',
      name: 'onlyMainContent',
      type: 'boolean',
      description: 'Leave out headers, navigation and footers',
      ...more,
      ...shownFor('scrape'),
    },
    text('limit', 'Limit', 'The most pages to crawl', ['crawl'], { default: '10000' }),
    text(
      'includePaths',
      'Include Paths',
      'Comma-separated path patterns (regular expressions) a crawled page must match',
      ['crawl'],
      {
        placeholder: 'blog/.*, news/.*',
      },
    ),
    text(
      'excludePaths',
      'Exclude Paths',
      'Comma-separated path patterns (regular expressions) of pages to skip',
      ['crawl'],
      {
        placeholder: 'blog/.*, news/.*',
      },
    ),
    {
      label: 'Schema',
      name: 'extractSchema',
      type: 'json',
      description: 'The JSON schema of the data to extract',
      ...more,
      ...shownFor('extract'),
    },
    text('extractPrompt', 'Prompt', 'What to extract, in words', ['extract']),
    text('searchQuery', 'Query', 'What to search the web for', ['search'], { additionalParams: false }),
    text('searchLimit', 'Limit', 'The most results', ['search'], { default: '5' }),
    text('searchLang', 'Language', 'The language of the results', ['search'], { default: 'en' }),
    text('searchCountry', 'Country', 'The country the search is made from', ['search'], { default: 'us' }),
    {
      label: 'Timeout',
      name: 'searchTimeout',
      type: 'number',
      description: 'Milliseconds the search may take',
      default: 60000,
      ...more,
      ...shownFor('search'),
    },
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
