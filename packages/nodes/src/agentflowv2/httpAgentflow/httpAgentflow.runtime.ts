import { BODY_LIMITS, readBody, readBodyText } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'
import { inputText, rowsOf, textOf } from '../shared/v2-read'
import { defineAgentflowRuntime, type TAgentflowContext } from '../shared/v2-runtime'
import { httpAgentflow } from './httpAgentflow.node.js'

function pairs(ctx: TAgentflowContext, name: string): [string, string][] {
  return rowsOf(ctx, name).flatMap((row) => {
    const key = textOf(row.key).trim()
    return key ? [[key, textOf(row.value)] as [string, string]] : []
  })
}

/** The credential's header: basic auth, a bearer token, or a named key. */
async function authHeaders(ctx: TAgentflowContext): Promise<Record<string, string>> {
  const c = await ctx.getCredential()
  if (c.basicAuthUsername || c.basicAuthPassword)
    return {
      Authorization: `Basic ${Buffer.from(`${c.basicAuthUsername ?? ''}:${c.basicAuthPassword ?? ''}`).toString('base64')}`,
    }
  if (c.token) return { Authorization: `Bearer ${c.token}` }
  if (c.key && c.value) return { [c.key]: c.value }
  return {}
}

function bodyOf(ctx: TAgentflowContext, headers: Record<string, string>): string | undefined {
  const type = inputText(ctx, 'bodyType')
  const body = ctx.inputs.body
  if (!type || body === undefined || body === '') return undefined
  if (type === 'json') {
    headers['Content-Type'] ??= 'application/json'
    return typeof body === 'string' ? body : JSON.stringify(body)
  }
  if (type === 'raw') return textOf(body)
  headers['Content-Type'] ??= 'application/x-www-form-urlencoded'
  return new URLSearchParams(pairs(ctx, 'body')).toString()
}

/** One request through the outbound guard (`ctx.fetch`); the response (JSON or text) is the output. */
export default defineAgentflowRuntime(httpAgentflow, async (ctx) => {
  const raw = inputText(ctx, 'url')
  if (!raw) throw new NodeInputError('URL is empty')
  const url = new URL(raw)
  for (const [key, value] of pairs(ctx, 'queryParams')) url.searchParams.append(key, value)
  const headers = { ...Object.fromEntries(pairs(ctx, 'headers')), ...(await authHeaders(ctx)) }
  const method = inputText(ctx, 'method') || 'GET'
  const body = method === 'GET' ? undefined : bodyOf(ctx, headers)
  const res = await ctx.fetch(url.toString(), {
    method,
    headers,
    signal: ctx.signal,
    ...(body !== undefined ? { body } : {}),
  })
  const type = inputText(ctx, 'responseType') || 'json'
  let data: unknown
  const limit = { maxBytes: BODY_LIMITS.document, beyond: 'fail', what: url.host } as const
  if (type === 'base64' || type === 'arraybuffer')
    data = Buffer.from(await readBody(res, limit)).toString('base64')
  else {
    const text = await readBodyText(res, limit)
    try {
      data = type === 'json' ? (JSON.parse(text) as unknown) : text
    } catch {
      data = text
    }
  }
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${url.host}: ${textOf(data).slice(0, 300)}`)
  return { output: { content: textOf(data), http: { status: res.status, data } } }
})
