import type { ServerResponse } from 'node:http'
import { tokenize } from './fake-openai-sse'
import { objectsOf } from './fake-built-in-tools'
import type { ChatReply, ChatRequest } from './fake-openai-types'

type TGeminiPart = {
  text?: string
  functionCall?: unknown
  functionResponse?: unknown
  executableCode?: { language: string; code: string }
  codeExecutionResult?: { outcome: string; output: string }
  inlineData?: { mimeType: string; data: string }
}

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
  // Gemini's own tools are entries without declarations: `{ googleSearch: {} }`, `{ urlContext: {} }` …
  const builtIn = objectsOf(body.tools).filter((t) => !('functionDeclarations' in t))
  return {
    model,
    stream,
    ...(builtIn.length ? { builtInTools: builtIn } : {}),
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

function candidate(parts: TGeminiPart[], finished: boolean, metadata: Record<string, unknown> = {}) {
  return {
    content: { role: 'model', parts },
    index: 0,
    ...(finished ? { finishReason: 'STOP', ...metadata } : {}),
  }
}

/** What Gemini adds to the candidate after a search or a page read: the queries or URLs, and the sources. */
function groundingOf(reply: ChatReply): Record<string, unknown> {
  if (!('content' in reply)) return {}
  const { builtIn } = reply
  if (builtIn?.kind === 'webSearch')
    return {
      groundingMetadata: {
        webSearchQueries: [builtIn.query],
        groundingChunks: [{ web: { uri: builtIn.url, title: builtIn.title } }],
        groundingSupports: [
          {
            segment: { startIndex: 0, endIndex: reply.content.length, text: reply.content },
            groundingChunkIndices: [0],
          },
        ],
      },
    }
  if (builtIn?.kind === 'fetchUrl')
    return {
      urlContextMetadata: {
        urlMetadata: [{ retrievedUrl: builtIn.url, urlRetrievalStatus: 'URL_RETRIEVAL_STATUS_SUCCESS' }],
      },
    }
  return {}
}

/** The images of a reply as Gemini's `inlineData` parts. */
const imageParts = (reply: ChatReply): TGeminiPart[] =>
  'content' in reply
    ? (reply.images ?? []).map((i) => ({ inlineData: { mimeType: i.mimeType, data: i.base64 } }))
    : []

function replyParts(reply: ChatReply): TGeminiPart[] {
  if ('content' in reply) {
    const { builtIn } = reply
    const images = imageParts(reply)
    // An answer that is only images has no text part.
    const text = reply.content || images.length === 0 ? [{ text: reply.content }] : []
    if (builtIn?.kind !== 'codeExecution') return [...text, ...images]
    return [
      { executableCode: { language: 'PYTHON', code: builtIn.code } },
      { codeExecutionResult: { outcome: 'OUTCOME_OK', output: builtIn.output } },
      ...text,
      ...images,
    ]
  }
  return reply.toolCalls.map((c) => ({ functionCall: { name: c.name, args: c.arguments } }))
}

/** One JSON answer, or server-sent events (`alt=sse`) with a chunk per token as Gemini streams them. */
export function writeGeminiReply(res: ServerResponse, reply: ChatReply, stream: boolean): void {
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' })
    const data = {
      candidates: [candidate(replyParts(reply), true, groundingOf(reply))],
      usageMetadata: usage,
    }
    res.end(JSON.stringify(data))
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  // Code Gemini ran comes in one chunk of its own, before the text's tokens; its images in one after them.
  const ran = replyParts(reply).filter((p) => p.executableCode ?? p.codeExecutionResult)
  const images = imageParts(reply)
  const tokens =
    'content' in reply && (reply.content || images.length === 0)
      ? tokenize(reply.content).map((text) => [{ text }])
      : []
  const chunks =
    'content' in reply
      ? [...(ran.length ? [ran] : []), ...tokens, ...(images.length ? [images] : [])]
      : [replyParts(reply)]
  chunks.forEach((parts, i) => {
    const last = i === chunks.length - 1
    const data = {
      candidates: [candidate(parts, last, groundingOf(reply))],
      ...(last ? { usageMetadata: usage } : {}),
    }
    res.write(`data: ${JSON.stringify(data)}\r\n\r\n`)
  })
  res.end()
}
