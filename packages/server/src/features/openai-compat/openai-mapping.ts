import { randomUUID } from 'node:crypto'
import type { TOpenAIChatCompletion, TOpenAIChatRequest, TPredictionResponse } from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'
import type { PredictionBody } from '../prediction/run-prediction'

type Message = TOpenAIChatRequest['messages'][number]

function textOf(message: Message): string {
  const { content } = message
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join('')
}

/**
 * An OpenAI chat request as a prediction: the last user message is the question, the user and
 * assistant messages before it the history (system messages are the flow's business, so dropped).
 */
export function toPredictionBody(request: TOpenAIChatRequest): PredictionBody {
  const lastUser = request.messages.findLastIndex((m) => m.role === 'user')
  const last = request.messages[lastUser]
  if (!last || !textOf(last).trim())
    throw new ValidationError('messages must contain a user message with text')
  const history = request.messages
    .slice(0, lastUser)
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => ({
      role: m.role === 'user' ? ('userMessage' as const) : ('apiMessage' as const),
      content: textOf(m),
    }))
  return {
    question: textOf(last),
    ...(history.length > 0 ? { history } : {}),
    chatId: request.user ?? randomUUID(),
  }
}

/** A rough token count (no tokenizer for arbitrary flows): four characters a token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4)

export function completionId(answer: { chatMessageId: string }): string {
  return `chatcmpl-${answer.chatMessageId}`
}

export function toCompletion(
  request: TOpenAIChatRequest,
  flowId: string,
  answer: TPredictionResponse,
): TOpenAIChatCompletion {
  const prompt = estimateTokens(request.messages.map(textOf).join('\n'))
  const completion = estimateTokens(answer.text)
  return {
    id: completionId(answer),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? flowId,
    choices: [{ index: 0, message: { role: 'assistant', content: answer.text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  }
}

/** One `chat.completion.chunk` frame. */
export function chunkFrame(
  id: string,
  model: string,
  delta: { role?: 'assistant'; content?: string },
  finishReason: 'stop' | null = null,
): string {
  const chunk = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  }
  return `data: ${JSON.stringify(chunk)}\n\n`
}
