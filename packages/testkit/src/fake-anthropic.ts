import type { ServerResponse } from 'node:http'
import { tokenize } from './fake-openai-sse'
import { objectsOf } from './fake-built-in-tools'
import type { BuiltInToolResult, ChatReply, ChatRequest } from './fake-openai-types'

/** What the Anthropic Messages API receives, reduced to what the fake needs. */
type TAnthropicRequest = {
  model: string
  system?: string | Array<{ type: string; text?: string }>
  messages: Array<{ role: string; content: unknown }>
  stream?: boolean
  tools?: Array<{ name: string; type?: string; description?: string; input_schema?: unknown }>
}

/**
 * An Anthropic request in the OpenAI shape the responders read (system first, text blocks kept). Tools
 * with an input schema are the client's; the others (`{ type: 'web_search_20250305', name }`) are server
 * tools, Anthropic's own, kept as sent.
 */
export function anthropicToChatRequest(body: TAnthropicRequest): ChatRequest {
  const system =
    typeof body.system === 'string' ? body.system : (body.system ?? []).map((b) => b.text ?? '').join('')
  const functions = (body.tools ?? []).filter((t) => t.input_schema !== undefined)
  const server = objectsOf(body.tools).filter((t) => t.input_schema === undefined)
  return {
    model: body.model,
    stream: body.stream === true,
    messages: [...(system ? [{ role: 'system', content: system }] : []), ...body.messages],
    ...(server.length ? { builtInTools: server } : {}),
    ...(functions.length
      ? {
          tools: functions.map((t) => ({
            type: 'function',
            function: { name: t.name, description: t.description, parameters: t.input_schema },
          })),
        }
      : {}),
  }
}

/** A server tool's use and its result, as Anthropic puts them before the text that cites them. */
function serverToolBlocks(result: BuiltInToolResult, id: string) {
  if (result.kind === 'webSearch')
    return [
      { type: 'server_tool_use', id, name: 'web_search', input: { query: result.query } },
      {
        type: 'web_search_tool_result',
        tool_use_id: id,
        content: [
          {
            type: 'web_search_result',
            url: result.url,
            title: result.title,
            encrypted_content: 'encrypted',
            page_age: null,
          },
        ],
      },
    ]
  if (result.kind === 'fetchUrl')
    return [
      { type: 'server_tool_use', id, name: 'web_fetch', input: { url: result.url } },
      {
        type: 'web_fetch_tool_result',
        tool_use_id: id,
        content: {
          type: 'web_fetch_result',
          url: result.url,
          retrieved_at: '2025-01-01T00:00:00Z',
          content: {
            type: 'document',
            title: result.title,
            source: { type: 'text', media_type: 'text/plain', data: `The page ${result.title}` },
          },
        },
      },
    ]
  // OpenAI's image generation and container files have no Anthropic counterpart here.
  if (result.kind !== 'codeExecution') return []
  return [
    { type: 'server_tool_use', id, name: 'code_execution', input: { code: result.code } },
    {
      type: 'code_execution_tool_result',
      tool_use_id: id,
      content: { type: 'code_execution_result', stdout: result.output, stderr: '', return_code: 0 },
    },
  ]
}

const citationsOf = (reply: { content: string; builtIn?: BuiltInToolResult }) =>
  reply.builtIn?.kind === 'webSearch'
    ? [
        {
          type: 'web_search_result_location',
          url: reply.builtIn.url,
          title: reply.builtIn.title,
          cited_text: reply.content,
          encrypted_index: 'encrypted',
        },
      ]
    : []

function contentBlocks(reply: ChatReply) {
  if ('content' in reply) {
    const citations = citationsOf(reply)
    return [
      ...(reply.builtIn ? serverToolBlocks(reply.builtIn, 'srvtoolu_0') : []),
      { type: 'text', text: reply.content, ...(citations.length ? { citations } : {}) },
    ]
  }
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
    // A server tool's use streams as a tool use does (its input in JSON pieces), its result whole.
    const server = reply.builtIn ? serverToolBlocks(reply.builtIn, 'srvtoolu_0') : []
    server.forEach((block, index) => {
      if (block.type !== 'server_tool_use') send('content_block_start', { index, content_block: block })
      else {
        send('content_block_start', { index, content_block: { ...block, input: {} } })
        send('content_block_delta', {
          index,
          delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) },
        })
      }
      send('content_block_stop', { index })
    })
    const index = server.length
    send('content_block_start', { index, content_block: { type: 'text', text: '' } })
    for (const citation of citationsOf(reply))
      send('content_block_delta', { index, delta: { type: 'citations_delta', citation } })
    for (const token of tokenize(reply.content))
      send('content_block_delta', { index, delta: { type: 'text_delta', text: token } })
    send('content_block_stop', { index })
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
