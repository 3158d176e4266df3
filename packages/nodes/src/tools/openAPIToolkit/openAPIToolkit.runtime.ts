import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { decodeFileInput } from '../../shared/documents'
import { parseHeaders, requestText } from '../../shared/http-tool'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { readOperations, serverUrl, type TOperation } from './openapi-operations'
import { openAPIToolkit } from './openAPIToolkit.node.js'
import { lazyImport } from '../../shared/lazy-import'

const yamlModule = lazyImport(() => import('yaml'))
const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** Characters of an API response handed to the agent. */
const MAX_RESPONSE_CHARS = 10_000

type TSpec = Record<string, unknown>

/** The specification from the uploaded file or the link (fetched through the outbound guard). */
async function loadSpec(ctx: TNodeContext): Promise<{ spec: TSpec; from?: string }> {
  const { parse } = await yamlModule()
  const read = (text: string): TSpec => {
    const parsed: unknown = parse(text)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new NodeInputError(`${ctx.label}: the OpenAPI specification is not a YAML or JSON object`)
    return Object.fromEntries(Object.entries(parsed))
  }
  if (getString(ctx, 'inputType') === 'link') {
    const link = getString(ctx, 'openApiLink').trim()
    if (!link) throw new NodeInputError(`${ctx.label}: the OpenAPI link is empty`)
    const res = await ctx.fetch(link, { signal: ctx.signal })
    if (!res.ok) throw new NodeInputError(`${ctx.label}: ${link} answered HTTP ${res.status}`)
    const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what: link })
    return { spec: read(text), from: link }
  }
  const file = decodeFileInput(getString(ctx, 'openApiFile'))[0]
  if (!file) throw new NodeInputError(`${ctx.label}: upload an OpenAPI file`)
  return { spec: read(file.data.toString('utf8')) }
}

function selected(ctx: TNodeContext): string[] {
  const raw = ctx.inputs.selectedEndpoints
  const items = Array.isArray(raw) ? raw.map(String) : getString(ctx, 'selectedEndpoints').split(',')
  return items.map((s) => s.trim()).filter(Boolean)
}

/** The request an operation's arguments make: path params in the path, query params in the URL, the JSON body. */
function buildRequest(base: string, op: TOperation, rawArgs: Record<string, unknown>, removeNulls: boolean) {
  const args = removeNulls
    ? Object.fromEntries(Object.entries(rawArgs).filter(([, v]) => v !== null && v !== undefined))
    : rawArgs
  let path = op.path
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))
  for (const p of op.params) {
    const value = args[p.name]
    if (value === undefined) continue
    if (p.in === 'path') path = path.replaceAll(`{${p.name}}`, encodeURIComponent(text(value)))
    else if (p.in === 'query') query.append(p.name, text(value))
    else headers[p.name] = text(value)
  }
  const qs = query.toString()
  return {
    url: `${base}${path}${qs ? `?${qs}` : ''}`,
    headers,
    body: op.hasBody && args.body !== undefined ? JSON.stringify(args.body) : undefined,
  }
}

export default defineRuntime(openAPIToolkit, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const { spec, from } = await loadSpec(ctx)
    const base = serverUrl(spec, getString(ctx, 'selectedServer').trim(), from)
    if (!base) throw new NodeInputError(`${ctx.label}: the specification names no server; set Server`)
    const wanted = selected(ctx)
    const operations = readOperations(spec).filter(
      (op) => wanted.length === 0 || wanted.includes(op.name) || wanted.includes(`${op.method} ${op.path}`),
    )
    const fixedHeaders = parseHeaders(ctx.inputs.headers)
    const removeNulls = getBoolean(ctx, 'removeNulls')
    const returnDirect = getBoolean(ctx, 'returnDirect')
    return operations.map(
      (op) =>
        new DynamicStructuredTool({
          name: op.name,
          description: op.description,
          schema: op.schema,
          returnDirect,
          func: async (args: Record<string, unknown>, _run, config) => {
            const request = buildRequest(base, op, args, removeNulls)
            return requestText(
              ctx.fetch,
              request.url,
              {
                method: op.method,
                headers: {
                  ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
                  ...fixedHeaders,
                  ...request.headers,
                },
                ...(request.body === undefined ? {} : { body: request.body }),
                signal: config?.signal ?? ctx.signal,
              },
              MAX_RESPONSE_CHARS,
            )
          },
        }),
    )
  },
})
