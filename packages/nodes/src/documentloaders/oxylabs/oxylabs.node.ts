import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  documentOutputs,
  metadataParam,
  omitMetadataKeysParam,
  textSplitterAnchor,
} from '../../shared/inputs'

const USER_AGENTS = [
  ['Desktop', 'desktop'],
  ['Desktop Chrome', 'desktop_chrome'],
  ['Desktop Edge', 'desktop_edge'],
  ['Desktop Firefox', 'desktop_firefox'],
  ['Desktop Opera', 'desktop_opera'],
  ['Desktop Safari', 'desktop_safari'],
  ['Mobile', 'mobile'],
  ['Mobile Android', 'mobile_android'],
  ['Mobile iOS', 'mobile_ios'],
  ['Tablet', 'tablet'],
  ['Tablet Android', 'tablet_android'],
  ['Tablet iOS', 'tablet_ios'],
] as const

/** Pages, searches and products fetched by Oxylabs' realtime scraper API, one document per result. */
export const oxylabs = defineNode({
  name: 'oxylabs',
  label: 'Oxylabs',
  version: 1,
  type: 'Document',
  category: NodeCategories.DocumentLoaders,
  description: 'Loads a page, a Google search or Amazon results through Oxylabs’ scraper API',
  baseClasses: ['Document'],
  icon: 'documentloaders/oxylabs/oxylabs.svg',
  credential: { label: 'Oxylabs API', credentialNames: ['oxylabsApi'] },
  inputs: [
    {
      label: 'Query',
      name: 'query',
      type: 'string',
      description: 'A page’s URL (Universal), or the search words or product id',
    },
    {
      label: 'Source',
      name: 'source',
      type: 'options',
      description: 'What Oxylabs fetches',
      options: [
        { label: 'Universal', name: 'universal' },
        { label: 'Google Search', name: 'google_search' },
        { label: 'Amazon Product', name: 'amazon_product' },
        { label: 'Amazon Search', name: 'amazon_search' },
      ],
      default: 'universal',
    },
    {
      label: 'Geolocation',
      name: 'geo_location',
      type: 'string',
      description: 'Where the request seems to come from (values in Oxylabs’ documentation)',
      optional: true,
    },
    {
      label: 'Render',
      name: 'render',
      type: 'boolean',
      description: 'Run the page’s JavaScript first',
      default: false,
      optional: true,
    },
    {
      label: 'Parse',
      name: 'parse',
      type: 'boolean',
      description: 'Structured data (JSON) instead of Markdown, where Oxylabs has a parser for the page',
      default: false,
      optional: true,
    },
    {
      label: 'User Agent Type',
      name: 'user_agent_type',
      type: 'options',
      description: 'The device and browser the request seems to come from',
      options: USER_AGENTS.map(([label, name]) => ({ label, name })),
      optional: true,
    },
    textSplitterAnchor,
    metadataParam,
    omitMetadataKeysParam,
  ],
  outputs: documentOutputs,
})
