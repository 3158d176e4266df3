import type { ServerResponse } from 'node:http'

/**
 * Answers a provider double's chat request with what testkit's fake OpenAI (`upstream`, its
 * `/v1/chat/completions` URL) answers `body`: the provider doubles keep their own auth and paths, and the
 * scripted replies (text, tool calls, streamed or whole) are queued on the harness's fake as usual.
 * `rewriteEvent` reshapes each streamed `data:` event (a provider's own SSE framing).
 */
export async function forwardChat(
  upstream: string,
  body: unknown,
  res: ServerResponse,
  rewriteEvent: (data: string) => string | undefined = (data) => `data: ${data}\n\n`,
): Promise<void> {
  const answer = await fetch(upstream, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await answer.text()
  const streamed = (answer.headers.get('content-type') ?? '').includes('text/event-stream')
  res.writeHead(answer.status, { 'content-type': streamed ? 'text/event-stream' : 'application/json' })
  if (!streamed) return void res.end(text)
  for (const event of text.split('\n\n')) {
    const data = event.startsWith('data: ') ? event.slice('data: '.length) : ''
    const written = data ? rewriteEvent(data) : undefined
    if (written) res.write(written)
  }
  res.end()
}
