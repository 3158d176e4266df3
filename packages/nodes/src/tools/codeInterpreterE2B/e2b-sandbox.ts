import type { TNodeContext } from '../../context'
import { requiredSecret } from '../customMCP/mcp-preset'

/** A sandbox E2B created: where its code server listens and the token it wants. */
type TSandbox = { url: string; accessToken: string }

/** One NDJSON line of the code server's answer (stdout, stderr, a result, an error). */
type TOutput = Record<string, unknown>

/** A JSON answer's fields; anything but an object has none. */
const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {}

/** The code server of a sandbox: E2B's `49999-<id>.<domain>`, or the credential's template (a proxy, a double). */
function codeServerUrl(template: string, id: string, domain: string): string {
  if (template.trim())
    return template.trim().replace('{sandboxID}', encodeURIComponent(id)).replace(/\/+$/, '')
  return `https://49999-${id}.${domain || 'e2b.app'}`
}

/** E2B's sandboxes API with the credential's key (needed at the first call), every request through the outbound guard. */
export function e2bSandbox(ctx: TNodeContext, credential: Record<string, string>) {
  const api = (credential.basePath?.trim() || 'https://api.e2b.app').replace(/\/+$/, '')
  let sandbox: Promise<TSandbox> | undefined
  const create = async (): Promise<TSandbox> => {
    const apiKey = requiredSecret(credential, 'e2bApiKey', 'Code Interpreter by E2B')
    const res = await ctx.fetch(`${api}/sandboxes`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      // The sandbox lives across the calls of this run and ends by itself after five idle minutes.
      body: JSON.stringify({ templateID: 'code-interpreter-v1', timeout: 300 }),
      signal: ctx.signal,
    })
    if (!res.ok) throw new Error(`E2B did not create a sandbox: HTTP ${res.status}`)
    const made = fields(await res.json())
    if (typeof made.sandboxID !== 'string') throw new Error("E2B's answer names no sandbox")
    const domain = typeof made.domain === 'string' ? made.domain : ''
    return {
      url: codeServerUrl(credential.sandboxUrl ?? '', made.sandboxID, domain),
      accessToken: typeof made.envdAccessToken === 'string' ? made.envdAccessToken : '',
    }
  }
  return async (code: string): Promise<string> => {
    sandbox ??= create()
    const { url, accessToken } = await sandbox
    const res = await ctx.fetch(`${url}/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accessToken && { 'X-Access-Token': accessToken }) },
      body: JSON.stringify({ code, language: 'python' }),
      signal: ctx.signal,
    })
    if (!res.ok) throw new Error(`E2B's sandbox answered HTTP ${res.status}`)
    return executionText(await res.text())
  }
}

/** The execution's NDJSON lines as the agent reads them: printed text, results, then the error if any. */
export function executionText(ndjson: string): string {
  const printed: string[] = []
  const results: string[] = []
  let error = ''
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue
    const out: TOutput = fields(JSON.parse(line))
    if ((out.type === 'stdout' || out.type === 'stderr') && typeof out.text === 'string')
      printed.push(out.text)
    else if (out.type === 'result' && typeof out.text === 'string') results.push(out.text)
    else if (out.type === 'error') error = `${String(out.name ?? 'Error')}: ${String(out.value ?? '')}`
  }
  const text = [printed.join(''), ...results].filter((part) => part.trim()).join('\n')
  return error ? `${text ? `${text}\n` : ''}${error}` : text || '(no output)'
}
