import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const ARXIV_DEFAULT_DESCRIPTION =
  'Searches academic papers on arXiv by keywords, topics, authors or arXiv IDs (e.g. 2301.12345), and returns their summaries or their full text.'

const more = { optional: true, additionalParams: true }

export const arxiv = defineNode({
  name: 'arxiv',
  label: 'Arxiv',
  version: 1,
  type: 'Arxiv',
  category: NodeCategories.Tools,
  description: 'Lets an agent search academic papers on arXiv and read their summaries or full text',
  baseClasses: ['Arxiv', 'Tool', 'StructuredTool', 'Runnable'],
  icon: 'tools/arxiv/arxiv.svg',
  inputs: [
    { label: 'Name', name: 'arxivName', type: 'string', default: 'arxiv_search', ...more },
    {
      label: 'Description',
      name: 'arxivDescription',
      type: 'string',
      rows: 4,
      description: 'Tells the agent when to use this tool',
      default: ARXIV_DEFAULT_DESCRIPTION,
      ...more,
    },
    {
      label: 'Top K Results',
      name: 'topKResults',
      type: 'number',
      step: 1,
      description: 'How many papers a search returns',
      default: '3',
      ...more,
    },
    {
      label: 'Max Query Length',
      name: 'maxQueryLength',
      type: 'number',
      step: 1,
      description: 'Characters of the query sent to arXiv',
      default: '300',
      ...more,
    },
    {
      label: 'Max Content Length',
      name: 'docContentCharsMax',
      type: 'number',
      step: 1,
      description: 'Characters of the answer handed to the agent; 0 for no limit',
      default: '10000',
      ...more,
    },
    {
      label: 'Load Full Content',
      name: 'loadFullContent',
      type: 'boolean',
      description: "Downloads each paper's PDF and reads its text instead of the summary (slower)",
      default: false,
      ...more,
    },
    {
      label: 'Continue On Failure',
      name: 'continueOnFailure',
      type: 'boolean',
      description:
        'With full content: a paper whose PDF cannot be read keeps its summary instead of failing the search',
      default: false,
      ...more,
    },
    {
      label: 'Use Legacy Build',
      name: 'legacyBuild',
      type: 'boolean',
      description: 'Kept for Flowise flows; PDFs are always read with the Node build of pdf.js',
      default: false,
      ...more,
    },
  ],
})
