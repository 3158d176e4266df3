import { defineRuntime } from '../../runtime'
import { REFINE_PROMPT, ResponseSynthesizer, TEXT_QA_PROMPT } from '../../shared/response-synthesis'
import { simpleResponseBuilderLlamaIndex } from './simpleResponseBuilderLlamaIndex.node.js'

/** The Query Engine puts every chunk in one Text QA prompt. */
export default defineRuntime(simpleResponseBuilderLlamaIndex, {
  kind: 'supply',
  async supply() {
    return new ResponseSynthesizer(TEXT_QA_PROMPT, REFINE_PROMPT, 'simple')
  },
})
