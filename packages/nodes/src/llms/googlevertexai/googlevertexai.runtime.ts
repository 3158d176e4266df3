import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { vertexOf } from '../../shared/google-vertex'
import { defined, modelFetchOf } from '../../shared/model-options'
import { numberOf, promptLLM } from '../../shared/prompt-llm'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { VERTEX_LLM_DEFAULT, googlevertexai } from './googlevertexai.node.js'

/** The text parts of the first candidate of a generateContent answer. */
function candidateText(answer: Record<string, unknown>): string {
  const [first] = Array.isArray(answer.candidates) ? answer.candidates : []
  const content = isRecord(first) && isRecord(first.content) ? first.content : {}
  const parts = Array.isArray(content.parts) ? content.parts : []
  return parts.map((p) => (isRecord(p) && typeof p.text === 'string' ? p.text : '')).join('')
}

/** Vertex AI's generateContent with the prompt as the user's turn, one prompt a call, not streamed. */
export default defineRuntime(googlevertexai, {
  kind: 'supply',
  async supply(ctx) {
    const vertex = await vertexOf(ctx, modelFetchOf(ctx), {
      region: getString(ctx, 'region').trim() || 'us-central1',
      baseUrl: getString(ctx, 'baseUrl').trim(),
    })
    const model = getString(ctx, 'modelName').trim() || VERTEX_LLM_DEFAULT
    const generationConfig = defined({
      temperature: getOptionalNumber(ctx, 'temperature'),
      maxOutputTokens: getOptionalNumber(ctx, 'maxOutputTokens'),
      topP: getOptionalNumber(ctx, 'topP'),
    })
    return promptLLM(ctx, {
      llmType: 'vertexai',
      model,
      settings: generationConfig,
      async complete(prompt, signal) {
        const body = { contents: [{ role: 'user', parts: [{ text: prompt }] }], generationConfig }
        const answer = await vertex.post(model, 'generateContent', body, signal)
        const usage = isRecord(answer.usageMetadata) ? answer.usageMetadata : {}
        return {
          text: candidateText(answer),
          inputTokens: numberOf(usage.promptTokenCount),
          outputTokens: numberOf(usage.candidatesTokenCount),
        }
      },
    })
  },
})
