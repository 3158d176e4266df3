import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const WEB_SCRAPER_DEFAULT_DESCRIPTION =
  'Reads web pages starting from a URL, following its links or its sitemap, and returns each page’s title, description and paragraph text as JSON. The input is one URL.'

/** A tool an agent gives a URL: it reads that site's pages through the outbound guard. */
export const webScraperTool = defineNode({
  name: 'webScraperTool',
  label: 'Web Scraper Tool',
  version: 1.1,
  type: 'Tool',
  category: NodeCategories.Tools,
  description: 'Lets an agent read a site’s pages, following links or the site’s sitemap',
  baseClasses: ['Tool', 'DynamicTool', 'StructuredTool', 'Runnable'],
  icon: 'tools/webScraperTool/webScraperTool.svg',
  inputs: [
    {
      label: 'Scraping Mode',
      name: 'scrapeMode',
      type: 'options',
      options: [
        { label: 'Recursive Link Following', name: 'recursive' },
        { label: 'Sitemap', name: 'sitemap' },
      ],
      default: 'recursive',
      description:
        'Follow the links of the pages (up to Max Depth), or read the pages of /sitemap.xml (links when it has none)',
      additionalParams: true,
    },
    {
      label: 'Max Depth',
      name: 'maxDepth',
      type: 'number',
      description: 'Levels of links to follow: 1 reads the given URL only, 2 also the pages it links to',
      placeholder: '1',
      default: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Pages',
      name: 'maxPages',
      type: 'number',
      description: 'The most pages read in all (at most 200)',
      placeholder: '10',
      default: 10,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Timeout (s)',
      name: 'timeoutS',
      type: 'number',
      description: 'Seconds to wait for each page',
      placeholder: '60',
      default: 60,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Tool Description',
      name: 'description',
      type: 'string',
      description: 'Tells the agent when to use this tool',
      rows: 4,
      placeholder: WEB_SCRAPER_DEFAULT_DESCRIPTION,
      optional: true,
      additionalParams: true,
    },
  ],
})
