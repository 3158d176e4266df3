import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { defined, modelFetchOf, readModelSettings } from '../../shared/model-options'
import { numberOf, promptLLM } from '../../shared/prompt-llm'
import { getBoolean, getOptionalNumber, getString } from '../../shared/read-inputs'
import { watsonxOf } from '../../shared/watsonx'
import { ibmWatsonx } from './ibmWatsonx.node.js'

/** watsonx.ai's text generation (`POST /ml/v1/text/generation`), one prompt a call, not streamed. */
export default defineRuntime(ibmWatsonx, {
  kind: 'supply',
  async supply(ctx) {
    const watsonx = await watsonxOf(ctx, modelFetchOf(ctx))
    const model = getString(ctx, 'modelId').trim() || 'ibm/granite-13b-instruct-v2'
    const num = (name: string) => getOptionalNumber(ctx, name)
    const { stop } = readModelSettings(ctx, model)
    const parameters = defined({
      decoding_method: getString(ctx, 'decodingMethod') || undefined,
      top_k: num('topK'),
      top_p: num('topP'),
      temperature: num('temperature'),
      repetition_penalty: num('repetitionPenalty'),
      max_new_tokens: num('maxNewTokens'),
      min_new_tokens: num('minNewTokens'),
      stop_sequences: stop,
      include_stop_sequence:
        ctx.inputs.includeStopSequence === undefined ? undefined : getBoolean(ctx, 'includeStopSequence'),
      random_seed: num('randomSeed'),
    })
    return promptLLM(ctx, {
      llmType: 'watsonx',
      model,
      settings: parameters,
      async complete(prompt, signal) {
        const answer = await watsonx.post(
          'text/generation',
          { input: prompt, model_id: model, parameters },
          signal,
        )
        const results = Array.isArray(answer.results) ? answer.results.filter(isRecord) : []
        return {
          text: results.map((r) => String(r.generated_text ?? '')).join(''),
          inputTokens: results.reduce((n, r) => n + (numberOf(r.input_token_count) ?? 0), 0),
          outputTokens: results.reduce((n, r) => n + (numberOf(r.generated_token_count) ?? 0), 0),
        }
      },
    })
  },
})
