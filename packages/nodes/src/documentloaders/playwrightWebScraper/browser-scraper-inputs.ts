import type { TInputDefinition } from '@unikflow/graph'
import { metadataParam, omitMetadataKeysParam, textSplitterAnchor } from '../../shared/inputs'

/** The inputs of the Playwright and Puppeteer scrapers (Flowise's names); `waitOptions` are each one's Wait Until. */
export function browserScraperInputs(
  waitOptions: readonly (readonly [string, string])[],
): TInputDefinition[] {
  return [
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
      label: 'Wait Until',
      name: 'waitUntilGoToOption',
      type: 'options',
      description: 'When a page counts as loaded',
      options: waitOptions.map(([label, name]) => ({ label, name })),
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Wait for selector to load',
      name: 'waitForSelector',
      type: 'string',
      description: 'Read a page only once an element matching this CSS selector is there',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'CSS Selector (Optional)',
      name: 'cssSelector',
      type: 'string',
      description: 'Only the elements matching this CSS selector are read',
      optional: true,
      additionalParams: true,
    },
    metadataParam,
    omitMetadataKeysParam,
  ]
}
