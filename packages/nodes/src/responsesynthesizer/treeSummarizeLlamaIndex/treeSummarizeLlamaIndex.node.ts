import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { TREE_SUMMARY_PROMPT } from '../../shared/response-synthesis'

/** Flowise's LlamaIndex TreeSummarize; here Unikflow's summarizing of batches into one root answer. */
export const treeSummarizeLlamaIndex = defineNode({
  name: 'treeSummarizeLlamaIndex',
  label: 'TreeSummarize',
  version: 1,
  type: 'TreeSummarize',
  category: NodeCategories.ResponseSynthesizer,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description:
    'Answers each batch of retrieved chunks, then the answers together, until one answer is left: good for summaries (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['TreeSummarize', 'ResponseSynthesizer'],
  icon: 'responsesynthesizer/treeSummarizeLlamaIndex/treeSummarizeLlamaIndex.svg',
  inputs: [
    {
      label: 'Prompt',
      name: 'prompt',
      type: 'string',
      rows: 4,
      default: TREE_SUMMARY_PROMPT,
      warning: 'The prompt may use {context} and {query}',
      optional: true,
    },
  ],
})
