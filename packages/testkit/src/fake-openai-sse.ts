import type { ServerResponse } from 'node:http'
import type { ChatReply } from './fake-openai-types'

/** Writes a chat completion reply as OpenAI's streaming chunks, one token per word. */
export function writeStreamedReply(
  res: ServerResponse,
  id: string,
  model: string,
  reply: ChatReply,
  includeUsage = false,
): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  const created = Math.floor(Date.now() / 1000)
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
  const end = () => {
    // As OpenAI does when asked (`stream_options.include_usage`): one last chunk, no choices, the usage.
    if (includeUsage)
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: FAKE_USAGE })}\n\n`,
      )
    res.write('data: [DONE]\n\n')
    res.end()
  }
  res.write(chunk({ role: 'assistant', content: '' }, null))
  if ('content' in reply && reply.intervalMs !== undefined) {
    const write = (token: string | undefined) => {
      if (token !== undefined) return void res.write(chunk({ content: token }, null))
      res.write(chunk({}, 'stop'))
      end()
    }
    return writePaced(res, tokenize(reply.content), reply.intervalMs, write)
  }
  if ('content' in reply) {
    for (const token of tokenize(reply.content)) res.write(chunk({ content: token }, null))
    res.write(chunk({}, 'stop'))
  } else {
    // As OpenAI streams them: the id and name first with empty arguments, then the arguments in pieces
    // that carry only the call's index (clients must join them by index).
    reply.toolCalls.forEach((call, index) => {
      const id = call.id ?? `call_${index}`
      const start = { index, id, type: 'function', function: { name: call.name, arguments: '' } }
      res.write(chunk({ tool_calls: [start] }, null))
      for (const piece of splitArguments(JSON.stringify(call.arguments)))
        res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null))
    })
    res.write(chunk({}, 'tool_calls'))
  }
  end()
}

/**
 * Writes one token, waits `intervalMs`, writes the next …; `write(undefined)` closes the answer. The pace
 * is kept against the clock (a late timer does not push every later token back), and stops if the
 * client goes away.
 */
function writePaced(
  res: ServerResponse,
  tokens: string[],
  intervalMs: number,
  write: (token: string | undefined) => void,
): void {
  const started = performance.now()
  let next = 0
  let closed = false
  res.once('close', () => {
    closed = true
  })
  const step = () => {
    if (closed) return
    write(tokens[next])
    next += 1
    if (next > tokens.length) return
    setTimeout(step, Math.max(0, started + next * intervalMs - performance.now()))
  }
  step()
}

/** Cuts a tool call's JSON arguments into short pieces, mid-token, as a model streams them. */
function splitArguments(json: string): string[] {
  const pieces: string[] = []
  for (let i = 0; i < json.length; i += 4) pieces.push(json.slice(i, i + 4))
  return pieces
}

/** The tokens every fake answer reports (streamed or not). */
export const FAKE_USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 }

/** Splits text into word-sized tokens that keep their leading space, like a real tokenizer's output. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? []
}

/** Starts a streamed answer with the first token of `text`, then sends nothing more (the idle-timeout case). */
export function writeStalledReply(res: ServerResponse, id: string, model: string, text: string): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  const created = Math.floor(Date.now() / 1000)
  const first = tokenize(text)[0] ?? text
  res.write(
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: { role: 'assistant', content: first }, finish_reason: null }] })}\n\n`,
  )
}
