import type { ServerResponse } from 'node:http'
import { tokenize } from './fake-openai-sse'
import type { ChatReply, ChatRequest } from './fake-openai-types'

type TGeminiPart = { text?: string; functionCall?: unknown; functionResponse?: unknown }

/** What Gemini's generateContent receives, reduced to what the fake needs. */
type TGeminiRequest = {
  contents?: Array<{ role?: string; parts?: TGeminiPart[] }>
  systemInstruction?: { parts?: TGeminiPart[] }
  tools?: Array<{
    functionDeclarations?: Array<{ name: string; description?: string; parameters?: unknown }>
  }>
}

/** `/v1beta/models/<model>:generateContent` or `:streamGenerateContent` → the model and whether it streams. */
export function matchGeminiPath(path: string): { model: string; stream: boolean } | undefined {
  const match = /^\/v1(?:beta|alpha)?\/models\/([^:]+):(generateContent|streamGenerateContent)$/.exec(path)
  if (!match) return undefined
  return { model: decodeURIComponent(match[1] ?? ''), stream: match[2] === 'streamGenerateContent' }
}

const partsText = (parts: TGeminiPart[] | undefined) => (parts ?? []).map((p) => p.text ?? '').join('')

/** A Gemini request in the OpenAI shape the responders read (`model` turns become `assistant`). */
export function geminiToChatRequest(body: TGeminiRequest, model: string, stream: boolean): ChatRequest {
  const system = partsText(body.systemInstruction?.parts)
  const declarations = (body.tools ?? []).flatMap((t) => t.functionDeclarations ?? [])
  return {
    model,
    stream,
    messages: [
      ...(system ? [{ role: 'system', content: system }] : []),
      ...(body.contents ?? []).map((c) => ({
        role: c.role === 'model' ? 'assistant' : 'user',
        content: partsText(c.parts),
      })),
    ],
    ...(declarations.length
      ? {
          tools: declarations.map((d) => ({
            type: 'function',
            function: { name: d.name, description: d.description, parameters: d.parameters },
          })),
        }
      : {}),
  }
}

const usage = { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 }

function candidate(parts: TGeminiPart[], finished: boolean) {
  return { content: { role: 'model', parts }, index: 0, ...(finished ? { finishReason: 'STOP' } : {}) }
}

function replyParts(reply: ChatReply): TGeminiPart[] {
  if ('content' in reply) return [{ text: reply.content }]
  return reply.toolCalls.map((c) => ({ functionCall: { name: c.name, args: c.arguments } }))
}

/** One JSON answer, or server-sent events (`alt=sse`) with a chunk per token as Gemini streams them. */
export function writeGeminiReply(res: ServerResponse, reply: ChatReply, stream: boolean): void {
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ candidates: [candidate(replyParts(reply), true)], usageMetadata: usage }))
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  const chunks = 'content' in reply ? tokenize(reply.content).map((text) => [{ text }]) : [replyParts(reply)]
  chunks.forEach((parts, i) => {
    const last = i === chunks.length - 1
    const data = { candidates: [candidate(parts, last)], ...(last ? { usageMetadata: usage } : {}) }
    res.write(`data: ${JSON.stringify(data)}\r\n\r\n`)
  })
  res.end()
}
