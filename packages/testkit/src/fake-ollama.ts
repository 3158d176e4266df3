import type { ServerResponse } from 'node:http'
import { tokenize } from './fake-openai-sse'
import type { ChatReply, ChatRequest } from './fake-openai-types'

type TOllamaChatRequest = ChatRequest & { stream?: boolean }

function message(reply: ChatReply, content?: string) {
  if ('content' in reply) return { role: 'assistant', content: content ?? reply.content }
  return {
    role: 'assistant',
    content: '',
    tool_calls: reply.toolCalls.map((c) => ({ function: { name: c.name, arguments: c.arguments } })),
  }
}

/** `POST /api/chat`: one JSON object, or newline-delimited JSON chunks when streaming (Ollama streams by default). */
export function writeOllamaChat(res: ServerResponse, body: TOllamaChatRequest, reply: ChatReply) {
  const base = { model: body.model, created_at: new Date().toISOString() }
  const done = { done: true, done_reason: 'stop', total_duration: 1000, prompt_eval_count: 10, eval_count: 5 }
  if (body.stream === false) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ ...base, message: message(reply), ...done }))
    return
  }
  res.writeHead(200, { 'content-type': 'application/x-ndjson' })
  if ('content' in reply)
    for (const token of tokenize(reply.content))
      res.write(`${JSON.stringify({ ...base, message: message(reply, token), done: false })}\n`)
  else res.write(`${JSON.stringify({ ...base, message: message(reply), done: false })}\n`)
  res.write(`${JSON.stringify({ ...base, message: { role: 'assistant', content: '' }, ...done })}\n`)
  res.end()
}
