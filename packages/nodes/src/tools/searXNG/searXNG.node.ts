import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const SEARXNG_DEFAULT_NAME = 'searxng-search'
export const SEARXNG_DEFAULT_DESCRIPTION =
  'A metasearch engine, for questions about current events. The input is a search query; the output lists the results as JSON.'

const param = (label: string, name: string, type: 'string' | 'number', description: string) => ({
  label,
  name,
  type,
  description,
  optional: true,
  additionalParams: true,
})

export const searXNG = defineNode({
  name: 'searXNG',
  label: 'SearXNG',
  version: 3,
  type: 'SearXNG',
  category: NodeCategories.Tools,
  description: 'Lets an agent search the web through a SearXNG instance (a free metasearch engine)',
  baseClasses: ['SearXNG', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/searXNG/searXNG.svg',
  inputs: [
    {
      label: 'Base URL',
      name: 'apiBase',
      type: 'string',
      default: 'http://localhost:8080',
      description: 'The SearXNG instance, reached through the outbound guard',
    },
    { label: 'Tool Name', name: 'toolName', type: 'string', default: SEARXNG_DEFAULT_NAME },
    {
      label: 'Tool Description',
      name: 'toolDescription',
      type: 'string',
      rows: 4,
      default: SEARXNG_DEFAULT_DESCRIPTION,
    },
    {
      label: 'Headers',
      name: 'headers',
      type: 'json',
      description: 'Headers sent with each search',
      optional: true,
      additionalParams: true,
      secret: true,
    },
    {
      label: 'Format',
      name: 'format',
      type: 'options',
      options: [
        { label: 'JSON', name: 'json' },
        { label: 'HTML', name: 'html' },
      ],
      default: 'json',
      description: "The answer's format; the instance must enable it in its settings.yml",
      additionalParams: true,
    },
    param('Categories', 'categories', 'string', 'Comma-separated search categories to use'),
    param('Engines', 'engines', 'string', 'Comma-separated search engines to use'),
    param('Language', 'language', 'string', 'Language code'),
    param('Page No.', 'pageno', 'number', 'Page of the results'),
    param('Time Range', 'time_range', 'string', 'Time range (day, month, year) for engines that support it'),
    param(
      'Safe Search',
      'safesearch',
      'number',
      '0, 1 or 2: how strictly engines that support it filter results',
    ),
  ],
})
