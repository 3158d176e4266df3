import { isRecord } from '@unikflow/graph'
import { numberOf, postProviderJson, type TPromptAnswer } from '../../shared/prompt-llm'

export type TCohereSettings = {
  readonly fetch: typeof globalThis.fetch
  /** The API's origin (api.cohere.com, or a proxy the credential names). */
  readonly base: string
  readonly apiKey: string
  readonly model: string
  readonly temperature?: number | undefined
  readonly maxTokens?: number | undefined
}

/** The text blocks of a v2 chat answer's message, joined. */
function answerText(answer: Record<string, unknown>): string {
  const message = isRecord(answer.message) ? answer.message : {}
  const blocks = Array.isArray(message.content) ? message.content : []
  return blocks.map((b) => (isRecord(b) && b.type === 'text' ? String(b.text ?? '') : '')).join('')
}

/**
 * One prompt as the user's message of Cohere's v2 chat API (`POST /v2/chat`, not streamed): Cohere retired
 * the Generate API its LangChain LLM called, and the chat API answers a lone message the same way.
 */
export async function askCohere(
  settings: TCohereSettings,
  prompt: string,
  signal: AbortSignal | undefined,
): Promise<TPromptAnswer> {
  const answer = await postProviderJson(settings.fetch, 'Cohere', `${settings.base}/v2/chat`, {
    headers: { authorization: `Bearer ${settings.apiKey}` },
    body: {
      model: settings.model,
      messages: [{ role: 'user', content: prompt }],
      stream: false,
      ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
      ...(settings.maxTokens === undefined ? {} : { max_tokens: settings.maxTokens }),
    },
    signal,
  })
  const usage = isRecord(answer.usage) && isRecord(answer.usage.tokens) ? answer.usage.tokens : {}
  return {
    text: answerText(answer),
    inputTokens: numberOf(usage.input_tokens),
    outputTokens: numberOf(usage.output_tokens),
  }
}
