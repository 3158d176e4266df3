import type { IncomingMessage, ServerResponse } from 'node:http'
import { startLocalHttpServer } from './local-http-server'

export interface JsonCall {
  method: string
  /** The path with its query string. */
  url: string
  headers: IncomingMessage['headers']
  /** The parsed JSON body (multipart form data: its text), or null when none was sent. */
  body: unknown
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : [])

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  a.forEach((x, i) => {
    const y = b[i] ?? 0
    dot += x * y
    na += x * x
    nb += y * y
  })
  return na && nb ? dot / Math.sqrt(na * nb) : 0
}

export function replyJson(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(data))
}

/** A loopback JSON API double: every request is logged in `calls` before `handle` answers it. */
export async function startJsonServer(
  handle: (call: JsonCall, res: ServerResponse) => void,
): Promise<{ url: string; calls: JsonCall[]; close(): Promise<void> }> {
  const calls: JsonCall[] = []
  const server = await startLocalHttpServer((req, res) => {
    let body: unknown
    try {
      // A file upload's form data is kept as its text, for the double to read its parts.
      const form = String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')
      body = req.body ? (form ? req.body : JSON.parse(req.body)) : null
    } catch {
      return replyJson(res, 400, { error: 'body is not JSON' })
    }
    const call = { method: req.method, url: req.url, headers: req.headers, body }
    calls.push(call)
    handle(call, res)
  })
  return { url: server.url, calls, close: server.close }
}
