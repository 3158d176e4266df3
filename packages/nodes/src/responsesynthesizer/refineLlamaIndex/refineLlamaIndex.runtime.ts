import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { REFINE_PROMPT, ResponseSynthesizer, TEXT_QA_PROMPT } from '../../shared/response-synthesis'
import { refineLlamaIndex } from './refineLlamaIndex.node.js'

/** Supplies the prompts; the Query Engine answers from the first chunk and refines with each next. */
export default defineRuntime(refineLlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    return new ResponseSynthesizer(
      getString(ctx, 'textQAPrompt').trim() || TEXT_QA_PROMPT,
      getString(ctx, 'refinePrompt').trim() || REFINE_PROMPT,
      'refine',
    )
  },
})
