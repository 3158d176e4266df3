import type { ServerResponse } from 'node:http'
import { tokenize } from './fake-openai-sse'
import type { ChatReply, ChatRequest } from './fake-openai-types'

/** What the Anthropic Messages API receives, reduced to what the fake needs. */
type TAnthropicRequest = {
  model: string
  system?: string | Array<{ type: string; text?: string }>
  messages: Array<{ role: string; content: unknown }>
  stream?: boolean
  tools?: Array<{ name: string; description?: string; input_schema?: unknown }>
}

/** An Anthropic request in the OpenAI shape the responders read (system first, text blocks kept). */
export function anthropicToChatRequest(body: TAnthropicRequest): ChatRequest {
  const system =
    typeof body.system === 'string' ? body.system : (body.system ?? []).map((b) => b.text ?? '').join('')
  return {
    model: body.model,
    stream: body.stream === true,
    messages: [...(system ? [{ role: 'system', content: system }] : []), ...body.messages],
    ...(body.tools
      ? {
          tools: body.tools.map((t) => ({
            type: 'function',
            function: { name: t.name, description: t.description, parameters: t.input_schema },
          })),
        }
      : {}),
  }
}

function contentBlocks(reply: ChatReply) {
  if ('content' in reply) return [{ type: 'text', text: reply.content }]
  return reply.toolCalls.map((c, i) => ({
    type: 'tool_use',
    id: c.id ?? `toolu_${i}`,
    name: c.name,
    input: c.arguments,
  }))
}

/** `POST /v1/messages`, answered as JSON or as Anthropic's server-sent events. */
export function writeAnthropicReply(
  res: ServerResponse,
  id: string,
  model: string,
  reply: ChatReply,
  stream: boolean,
) {
  const stopReason = 'content' in reply ? 'end_turn' : 'tool_use'
  const usage = { input_tokens: 10, output_tokens: 5 }
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        id,
        type: 'message',
        role: 'assistant',
        model,
        content: contentBlocks(reply),
        stop_reason: stopReason,
        stop_sequence: null,
        usage,
      }),
    )
    return
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  const send = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
  send('message_start', {
    message: {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 1 },
    },
  })
  if ('content' in reply) {
    send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } })
    for (const token of tokenize(reply.content))
      send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: token } })
    send('content_block_stop', { index: 0 })
  } else {
    reply.toolCalls.forEach((call, index) => {
      send('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: call.id ?? `toolu_${index}`, name: call.name, input: {} },
      })
      send('content_block_delta', {
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.arguments) },
      })
      send('content_block_stop', { index })
    })
  }
  send('message_delta', {
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: 5 },
  })
  send('message_stop', {})
  res.end()
}
