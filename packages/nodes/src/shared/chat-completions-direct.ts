import type { BaseMessage } from '@langchain/core/messages'
import type { BasePromptValueInterface } from '@langchain/core/prompt_values'
import type { TNodeContext } from '../context'
import {
  chatCompletionsMessages,
  chatCompletionsRouteOf,
  type TChatCompletionsRoute,
  type TChatMessage,
} from './chat-completions-route'
import { recordWhenSpent, tokenCount } from './model-usage'
import { isWholeJson } from './read-body'
import { prefersStreaming } from './stream-when-read'

/**
 * A text answer of an OpenAI-compatible chat model, asked and read without LangChain.
 *
 * Through LangChain a streamed answer costs the server several times the CPU of the HTTP and JSON under
 * it: two to three message-chunk objects per token, their merging, callbacks and the SDK's event parsing
 * over a web stream (`npm run bench:streams-floor`: 4.9–5.7 ms for a 40-chunk answer against 1.4–1.7 ms
 * read here); a whole answer costs three times what it does here (0.65–0.72 against 0.18–0.22 ms,
 * docs/performance.md). The chains' plain question-and-answer call is most of what a chatbot asks, and it
 * needs nothing of LangChain's: messages of text in, text (or text tokens) out, usage at the end.
 *
 * So the OpenAI chat model nodes register how their requests look (chat-completions-route.ts), and
 * `callModel` makes such a call here when nothing else is asked of it: no tools, no images, no cache, no
 * reasoning settings, text messages only. Anything else, and a request that fails (LangChain then applies
 * its retries and reports the error as every other model call does), goes through LangChain. The request
 * goes through the node's model fetch: guarded and timed like the client's.
 */

/** What a direct call needs of the calling node's context. */
type TCallingContext = Pick<TNodeContext, 'signal' | 'emitToken'>

/**
 * A call of `model` made here, when the model registered its route and the input is text only: streamed
 * token by token when `stream` is asked and the model's node streams, else whole. Undefined when LangChain
 * must make the call instead.
 */
export function callTextDirectly(
  ctx: TCallingContext,
  model: object,
  input: BasePromptValueInterface | BaseMessage[] | string,
  stream: boolean,
): Promise<string | undefined> | undefined {
  const route = chatCompletionsRouteOf(model)
  const messages = route ? chatCompletionsMessages(input) : undefined
  if (!route || !messages) return undefined
  return stream && prefersStreaming(model)
    ? streamChatCompletion(ctx, route, messages)
    : wholeChatCompletion(ctx, route, messages)
}

const requestOf = (ctx: TCallingContext, route: TChatCompletionsRoute) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...route.headers },
  signal: ctx.signal,
})

const requestBody = (route: TChatCompletionsRoute, fields: Record<string, unknown>) =>
  JSON.stringify({ ...route.body, ...fields })

const isOk = (status: number) => status >= 200 && status < 300

/** What `send` answers, or undefined when it failed (a stop or a timeout of the run is thrown, never asked again). */
async function sent<T>(ctx: TCallingContext, send: () => Promise<T>): Promise<T | undefined> {
  try {
    return await send()
  } catch (error) {
    if (ctx.signal.aborted) throw error
    return undefined
  }
}

/** The whole answer's request, or undefined when it failed. */
async function post(
  ctx: TCallingContext,
  route: TChatCompletionsRoute,
  fields: Record<string, unknown>,
): Promise<Response | undefined> {
  const response = await sent(ctx, () =>
    route.fetch(route.url, { ...requestOf(ctx, route), body: requestBody(route, fields) }),
  )
  if (!response) return undefined
  if (response.ok && response.body) return response
  await response.body?.cancel()
  return undefined
}

type TUsage = { prompt_tokens?: unknown; completion_tokens?: unknown } | null | undefined

function recordUsage(route: TChatCompletionsRoute, usage: TUsage) {
  if (!route.recordUsage) return
  recordWhenSpent(route.recordUsage, {
    model: route.usageModel,
    inputTokens: tokenCount(usage?.prompt_tokens),
    outputTokens: tokenCount(usage?.completion_tokens),
  })
}

type TWholeAnswer = { choices?: { message?: { content?: unknown } }[]; usage?: TUsage }

/** One whole answer's text, its usage recorded; undefined when the request failed or the answer is not text. */
async function wholeChatCompletion(
  ctx: TCallingContext,
  route: TChatCompletionsRoute,
  messages: TChatMessage[],
): Promise<string | undefined> {
  const response = await post(ctx, route, { messages, stream: false })
  if (!response) return undefined
  if (!isWholeJson(response.headers)) {
    await response.body?.cancel()
    return undefined
  }
  // The provider's answer: every field below is checked before it is used.
  const answer = (await response.json()) as TWholeAnswer
  const content = answer.choices?.[0]?.message?.content
  if (typeof content !== 'string') return undefined
  recordUsage(route, answer.usage)
  return content
}

type TStreamEvent = {
  choices?: { delta?: { content?: unknown } }[]
  usage?: TUsage
  error?: { message?: unknown }
}

/**
 * Streams one answer: each text token to the chat, the usage to the run's analytics. Returns the whole
 * text, or undefined when the request failed or was answered without a stream (the caller then asks
 * through LangChain, which behaves as it always did). A stop or a timeout of the run is thrown, never
 * asked again.
 */
async function streamChatCompletion(
  ctx: TCallingContext,
  route: TChatCompletionsRoute,
  messages: TChatMessage[],
): Promise<string | undefined> {
  const answer = await sent(ctx, () =>
    route.stream(route.url, {
      ...requestOf(ctx, route),
      body: requestBody(route, { messages, stream: true, stream_options: { include_usage: true } }),
    }),
  )
  if (!answer) return undefined
  // A failed request, or a server that answered the whole message instead of a stream, is left to
  // LangChain's client.
  if (!isOk(answer.status) || isWholeJson(answer.headers)) {
    answer.discard()
    return undefined
  }
  const decoder = new TextDecoder()
  let text = ''
  let pending = ''
  await answer.each((chunk) => {
    pending += decoder.decode(chunk, { stream: true })
    let end = pending.indexOf('\n')
    while (end >= 0) {
      text += readLine(ctx, route, pending.slice(0, end))
      pending = pending.slice(end + 1)
      end = pending.indexOf('\n')
    }
  })
  return text + readLine(ctx, route, pending)
}

/** One line of the event stream: its text token (emitted) or nothing; usage recorded; an error thrown. */
function readLine(ctx: TCallingContext, route: TChatCompletionsRoute, line: string): string {
  if (!line.startsWith('data:')) return ''
  const data = line.slice(5).trim()
  if (data === '' || data === '[DONE]') return ''
  // The provider's event: every field below is checked before it is used.
  const event = JSON.parse(data) as TStreamEvent
  if (event.error) throw new Error(String(event.error.message ?? 'The model stream failed'))
  if (event.usage) recordUsage(route, event.usage)
  const token = event.choices?.[0]?.delta?.content
  if (typeof token !== 'string' || token === '') return ''
  ctx.emitToken(token)
  return token
}
