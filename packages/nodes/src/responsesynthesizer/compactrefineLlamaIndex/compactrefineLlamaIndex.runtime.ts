import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { REFINE_PROMPT, ResponseSynthesizer, TEXT_QA_PROMPT } from '../../shared/response-synthesis'
import { compactrefineLlamaIndex } from './compactrefineLlamaIndex.node.js'

/** Supplies the prompts; the Query Engine compacts, answers and refines with them. */
export default defineRuntime(compactrefineLlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    return new ResponseSynthesizer(
      getString(ctx, 'textQAPrompt').trim() || TEXT_QA_PROMPT,
      getString(ctx, 'refinePrompt').trim() || REFINE_PROMPT,
    )
  },
})
