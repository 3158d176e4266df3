import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { REFINE_PROMPT, ResponseSynthesizer, TREE_SUMMARY_PROMPT } from '../../shared/response-synthesis'
import { treeSummarizeLlamaIndex } from './treeSummarizeLlamaIndex.node.js'

/** Supplies the prompt; the Query Engine answers batches with it, then their answers, up to one. */
export default defineRuntime(treeSummarizeLlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    return new ResponseSynthesizer(
      getString(ctx, 'prompt').trim() || TREE_SUMMARY_PROMPT,
      REFINE_PROMPT,
      'tree',
    )
  },
})
