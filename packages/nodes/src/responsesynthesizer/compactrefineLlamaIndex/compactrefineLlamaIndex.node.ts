import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { REFINE_PROMPT, TEXT_QA_PROMPT } from '../../shared/response-synthesis'

/** Flowise's LlamaIndex Compact and Refine; here the prompts of Unikflow's compact-and-refine answering. */
export const compactrefineLlamaIndex = defineNode({
  name: 'compactrefineLlamaIndex',
  label: 'Compact and Refine',
  version: 1,
  type: 'CompactRefine',
  category: NodeCategories.ResponseSynthesizer,
  tags: ['LlamaIndex'],
  description:
    'Packs the retrieved chunks into as few model calls as fit, answers from the first and refines the answer with each next (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['CompactRefine', 'ResponseSynthesizer'],
  icon: 'responsesynthesizer/compactrefineLlamaIndex/compactrefineLlamaIndex.svg',
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
