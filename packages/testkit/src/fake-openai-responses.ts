import type { ServerResponse } from 'node:http'
import { objectsOf, unsentBuiltInTool } from './fake-built-in-tools'
import { FAKE_USAGE, tokenize } from './fake-openai-sse'
import type { BuiltInToolResult, ChatReply, ChatRequest } from './fake-openai-types'
import { fail, json, type FakeRequest } from './fake-route'

type TItem = Record<string, unknown>

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : objectsOf(value)
        .map((part) => (typeof part.text === 'string' ? part.text : ''))
        .join('')

/** One input item of the Responses API as a chat message (function calls and their outputs too). */
function asMessage(item: TItem): ChatRequest['messages'][number] {
  if (item.type === 'function_call')
    return {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: item.call_id,
          type: 'function',
          function: { name: item.name, arguments: item.arguments },
        },
      ],
    }
  if (item.type === 'function_call_output')
    return { role: 'tool', content: text(item.output), tool_call_id: String(item.call_id) }
  const role = item.role === 'developer' ? 'system' : String(item.role ?? 'user')
  return { role, content: text(item.content) }
}

/** A Responses API request in the chat shape the responders read; built-in tools kept as sent. */
function responsesToChatRequest(body: TItem): ChatRequest {
  const input =
    typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : objectsOf(body.input)
  const instructions = typeof body.instructions === 'string' ? body.instructions : ''
  const tools = objectsOf(body.tools)
  const functions = tools.filter((t) => t.type === 'function')
  const builtIn = tools.filter((t) => t.type !== 'function')
  return {
    model: String(body.model ?? ''),
    stream: body.stream === true,
    messages: [...(instructions ? [{ role: 'system', content: instructions }] : []), ...input.map(asMessage)],
    ...(functions.length
      ? {
          tools: functions.map((t) => ({
            type: 'function',
            function: {
              name: String(t.name),
              description: typeof t.description === 'string' ? t.description : undefined,
              parameters: t.parameters,
            },
          })),
        }
      : {}),
    ...(builtIn.length ? { builtInTools: builtIn } : {}),
  }
}

/** A file the code interpreter wrote: its bytes travel in its id, so the fake keeps no state to serve it. */
const containerFileId = (content: string) => `cfile_${Buffer.from(content).toString('base64url')}`

/** The call item of a built-in tool OpenAI ran for the reply (none for a plain answer). */
function builtInCall(builtIn: BuiltInToolResult | undefined, n: number): TItem[] {
  switch (builtIn?.kind) {
    case undefined:
      return []
    case 'webSearch':
      return [
        {
          type: 'web_search_call',
          id: `ws_${n}`,
          status: 'completed',
          action: { type: 'search', query: builtIn.query },
        },
      ]
    case 'fetchUrl':
      return [
        {
          type: 'web_search_call',
          id: `ws_${n}`,
          status: 'completed',
          action: { type: 'open_page', url: builtIn.url },
        },
      ]
    case 'codeExecution':
    case 'codeFile':
      return [
        {
          type: 'code_interpreter_call',
          id: `ci_${n}`,
          status: 'completed',
          code: builtIn.code,
          container_id: `cntr_${n}`,
          outputs: builtIn.kind === 'codeExecution' ? [{ type: 'logs', logs: builtIn.output }] : [],
        },
      ]
    case 'imageGeneration':
      return [
        {
          type: 'image_generation_call',
          id: `ig_${n}`,
          status: 'completed',
          revised_prompt: builtIn.prompt,
          output_format: builtIn.format ?? 'png',
          size: '1024x1024',
          quality: 'low',
          result: builtIn.base64,
        },
      ]
  }
}

/** The citations of the answer's text: the page searched or read, or the file the code wrote. */
function annotationsOf(builtIn: BuiltInToolResult | undefined, n: number, end: number): TItem[] {
  if (builtIn?.kind === 'webSearch' || builtIn?.kind === 'fetchUrl')
    return [{ type: 'url_citation', url: builtIn.url, title: builtIn.title, start_index: 0, end_index: end }]
  if (builtIn?.kind === 'codeFile')
    return [
      {
        type: 'container_file_citation',
        container_id: `cntr_${n}`,
        file_id: containerFileId(builtIn.content),
        filename: builtIn.fileName,
        start_index: 0,
        end_index: end,
      },
    ]
  return []
}

/** The output items of a reply: a built-in tool's call first (as OpenAI lists it), then the message. */
function outputOf(reply: ChatReply, n: number): TItem[] {
  if (!('content' in reply))
    return reply.toolCalls.map((c, i) => ({
      type: 'function_call',
      id: `fc_${n}_${i}`,
      call_id: c.id ?? `call_${i}`,
      name: c.name,
      arguments: JSON.stringify(c.arguments),
      status: 'completed',
    }))
  const { builtIn } = reply
  const annotations = annotationsOf(builtIn, n, reply.content.length)
  const call = builtInCall(builtIn, n)
  const message = {
    type: 'message',
    id: `msg_${n}`,
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text: reply.content, annotations }],
  }
  return [...call, message]
}

const usage = {
  input_tokens: FAKE_USAGE.prompt_tokens,
  output_tokens: FAKE_USAGE.completion_tokens,
  total_tokens: FAKE_USAGE.total_tokens,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens_details: { reasoning_tokens: 0 },
}

/** The whole response object, as answered at once or in the stream's `response.completed`. */
function responseOf(id: string, body: TItem, output: TItem[]) {
  return {
    id,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    model: body.model,
    status: 'completed',
    error: null,
    incomplete_details: null,
    output,
    tools: body.tools ?? [],
    usage,
  }
}

/** The stream: each built-in call and function call as an item, the text a token a delta, then the whole. */
function writeStream(res: ServerResponse, id: string, body: TItem, output: TItem[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  let sequence = 0
  const send = (type: string, data: TItem) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`)
  send('response.created', { response: { ...responseOf(id, body, []), status: 'in_progress' } })
  output.forEach((item, index) => {
    if (item.type !== 'message') {
      send('response.output_item.added', { output_index: index, item })
      send('response.output_item.done', { output_index: index, item })
      return
    }
    send('response.output_item.added', { output_index: index, item: { ...item, content: [] } })
    for (const part of objectsOf(item.content)) {
      for (const delta of tokenize(text([part])))
        send('response.output_text.delta', { item_id: item.id, output_index: index, content_index: 0, delta })
      objectsOf(part.annotations).forEach((annotation, annotationIndex) =>
        send('response.output_text.annotation.added', {
          item_id: item.id,
          output_index: index,
          content_index: 0,
          annotation_index: annotationIndex,
          annotation,
        }),
      )
    }
    send('response.output_item.done', { output_index: index, item })
  })
  send('response.completed', { response: responseOf(id, body, output) })
  res.end()
}

/** …/responses, OpenAI's Responses API (what ChatOpenAI calls once a built-in tool is bound). */
export async function responses(r: FakeRequest): Promise<boolean> {
  if (r.method !== 'POST' || !r.path.endsWith('/responses')) return false
  const body = objectsOf([r.body])[0] ?? {}
  const chat = responsesToChatRequest(body)
  const reply = await r.answer(chat)
  const refused = unsentBuiltInTool(chat, reply)
  if (refused) fail(r.res, refused)
  else if ('error' in reply) fail(r.res, reply)
  else if ('hang' in reply || 'stall' in reply) return true
  else {
    const n = r.nextId()
    const output = outputOf(reply, n)
    if (chat.stream) writeStream(r.res, `resp_${n}`, body, output)
    else json(r.res, 200, responseOf(`resp_${n}`, body, output))
  }
  return true
}

const CONTAINER_FILE = /\/containers\/[^/]+\/files\/cfile_([\w-]*)\/content$/

/** …/containers/:container/files/:file/content: a file the code interpreter wrote (its key: see `calls`). */
export function containerFiles(r: FakeRequest): boolean {
  const match = r.method === 'GET' ? CONTAINER_FILE.exec(r.path) : null
  if (!match) return false
  r.res.writeHead(200, { 'content-type': 'application/octet-stream' })
  r.res.end(Buffer.from(match[1] ?? '', 'base64url'))
  return true
}
