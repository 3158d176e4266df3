import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { REFINE_PROMPT, TEXT_QA_PROMPT } from '../../shared/response-synthesis'

/** Flowise's LlamaIndex Refine; here Unikflow's refining, one model call per chunk. */
export const refineLlamaIndex = defineNode({
  name: 'refineLlamaIndex',
  label: 'Refine',
  version: 1,
  type: 'Refine',
  category: NodeCategories.ResponseSynthesizer,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description:
    'Answers from the first retrieved chunk and refines the answer with each next, one model call per chunk: fuller answers (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['Refine', 'ResponseSynthesizer'],
  icon: 'responsesynthesizer/refineLlamaIndex/refineLlamaIndex.svg',
  inputs: [
    {
      label: 'Refine Prompt',
      name: 'refinePrompt',
      type: 'string',
      rows: 4,
      default: REFINE_PROMPT,
      warning: 'The prompt may use {existingAnswer}, {context} and {query}',
      optional: true,
    },
    {
      label: 'Text QA Prompt',
      name: 'textQAPrompt',
      type: 'string',
      rows: 4,
      default: TEXT_QA_PROMPT,
      warning: 'The prompt may use {context} and {query}',
      optional: true,
    },
  ],
})
