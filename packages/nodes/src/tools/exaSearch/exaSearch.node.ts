import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

const isoDate = (label: string, name: string, placeholder: string, description: string) => ({
  label,
  name,
  type: 'string',
  placeholder,
  description,
  optional: true,
  additionalParams: true,
})

const CATEGORIES = [
  'company',
  'research paper',
  'news',
  'github',
  'tweet',
  'movie',
  'song',
  'pdf',
  'personal site',
  'linkedin profile',
  'financial report',
]

export const EXA_DEFAULT_DESCRIPTION =
  'A search engine built for language models: finds web pages for a query and returns their titles, links and text. The input is a search query.'

export const exaSearch = defineNode({
  name: 'exaSearch',
  label: 'Exa Search',
  version: 1.1,
  type: 'ExaSearch',
  category: NodeCategories.Tools,
  description: 'Lets an agent search the web through the Exa Search API',
  baseClasses: ['ExaSearch', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/exaSearch/exaSearch.svg',
  credential: { credentialNames: ['exaSearchApi'] },
  inputs: [
    {
      label: 'Tool Description',
      name: 'description',
      type: 'string',
      rows: 4,
      description: 'Tells the agent when to use this tool',
      default: EXA_DEFAULT_DESCRIPTION,
      additionalParams: true,
    },
    {
      label: 'Num of Results',
      name: 'numResults',
      type: 'number',
      step: 1,
      description: 'How many results a search returns (Exa returns 10 when empty)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Search Type',
      name: 'type',
      type: 'options',
      options: [
        { label: 'keyword', name: 'keyword' },
        { label: 'neural', name: 'neural' },
        { label: 'auto', name: 'auto', description: 'Exa chooses keyword or neural search' },
      ],
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Use Auto Prompt',
      name: 'useAutoprompt',
      type: 'boolean',
      description: 'Lets Exa reword the query for its search',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Category (Beta)',
      name: 'category',
      type: 'options',
      description: 'Searches only one kind of page',
      options: CATEGORIES.map((c) => ({ label: c, name: c })),
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Include Domains',
      name: 'includeDomains',
      type: 'string',
      rows: 4,
      description: 'Comma-separated domains; when set, results come only from them',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Exclude Domains',
      name: 'excludeDomains',
      type: 'string',
      rows: 4,
      description: 'Comma-separated domains results never come from',
      optional: true,
      additionalParams: true,
    },
    isoDate(
      'Start Crawl Date',
      'startCrawlDate',
      '2023-01-01T00:00:00.000Z',
      'Only links Exa found after this moment (ISO 8601)',
    ),
    isoDate(
      'End Crawl Date',
      'endCrawlDate',
      '2023-12-31T00:00:00.000Z',
      'Only links Exa found before this moment (ISO 8601)',
    ),
    isoDate(
      'Start Published Date',
      'startPublishedDate',
      '2023-01-01T00:00:00.000Z',
      'Only pages published after this moment (ISO 8601)',
    ),
    isoDate(
      'End Published Date',
      'endPublishedDate',
      '2023-12-31T00:00:00.000Z',
      'Only pages published before this moment (ISO 8601)',
    ),
  ],
})
