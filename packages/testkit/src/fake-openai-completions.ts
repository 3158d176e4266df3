import type { ServerResponse } from 'node:http'
import { FAKE_USAGE, tokenize } from './fake-openai-sse'
import type { ChatRequest } from './fake-openai-types'

/** OpenAI's legacy completions request (the OpenAI LLM node's): a prompt, or a batch of them. */
export type CompletionRequest = { model: string; prompt: string | string[]; stream?: boolean }

/** The request as a chat request, so the same scripted replies answer it (the prompt as the user's message). */
export function completionAsChat(body: CompletionRequest): ChatRequest {
  const prompt = Array.isArray(body.prompt) ? body.prompt.join('\n') : String(body.prompt)
  return { model: body.model, messages: [{ role: 'user', content: prompt }], stream: body.stream === true }
}

/** Answers `/v1/completions` with `text`: one JSON body, or streamed a token a chunk as the real API does. */
export function writeCompletion(
  res: ServerResponse,
  id: string,
  body: CompletionRequest,
  text: string,
): void {
  const created = Math.floor(Date.now() / 1000)
  const head = { id, object: 'text_completion', created, model: body.model }
  if (body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        ...head,
        choices: [{ index: 0, text, finish_reason: 'stop', logprobs: null }],
        usage: FAKE_USAGE,
      }),
    )
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  for (const token of tokenize(text))
    res.write(
      `data: ${JSON.stringify({ ...head, choices: [{ index: 0, text: token, finish_reason: null }] })}\n\n`,
    )
  res.write(
    `data: ${JSON.stringify({ ...head, choices: [{ index: 0, text: '', finish_reason: 'stop' }] })}\n\n`,
  )
  res.end('data: [DONE]\n\n')
}
