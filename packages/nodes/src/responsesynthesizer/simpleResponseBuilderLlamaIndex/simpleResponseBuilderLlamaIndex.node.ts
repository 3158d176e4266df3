import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Flowise's LlamaIndex Simple Response Builder; here every chunk in one model call. */
export const simpleResponseBuilderLlamaIndex = defineNode({
  name: 'simpleResponseBuilderLlamaIndex',
  label: 'Simple Response Builder',
  version: 1,
  type: 'SimpleResponseBuilder',
  category: NodeCategories.ResponseSynthesizer,
  tags: ['LlamaIndex'],
  badge: 'DEPRECATING',
  description:
    'Answers from all retrieved chunks in one model call (runs on Unikflow’s runtime, not the LlamaIndex library)',
  baseClasses: ['SimpleResponseBuilder', 'ResponseSynthesizer'],
  icon: 'responsesynthesizer/simpleResponseBuilderLlamaIndex/simpleResponseBuilderLlamaIndex.svg',
  inputs: [],
})
