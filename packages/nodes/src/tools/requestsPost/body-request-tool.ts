import type { TNodeContext } from '../../context'
import { buildRequestUrl, parseHeaders, requestText } from '../../shared/http-tool'
import { lazyImport } from '../../shared/lazy-import'
import { getNumber, getString } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { bodyRequestSchema, parseBody, type TBodyRequestInputs } from './requests-post-schema'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** Where a request-with-body tool node keeps its name, description, headers and output limit, and their defaults. */
export type TBodyRequestTool = TBodyRequestInputs & {
  readonly name: string
  readonly description: string
  readonly headers: string
  readonly maxOutputLength: string
  readonly defaultName: string
  readonly defaultDescription: string
}

/** An agent tool sending a JSON body (Requests Post, Requests Put), always through the outbound guard (`ctx.fetch`). */
export async function bodyRequestTool(ctx: TNodeContext, names: TBodyRequestTool) {
  const { DynamicStructuredTool } = await langchainCoreTools()
  const { schema, specs, fixedUrl, fixedBody } = bodyRequestSchema(ctx, names)
  const headers = { 'content-type': 'application/json', ...parseHeaders(ctx.inputs[names.headers]) }
  const maxLength = getNumber(ctx, names.maxOutputLength, 2000)
  return new DynamicStructuredTool({
    name: toolName(getString(ctx, names.name), names.defaultName),
    description: getString(ctx, names.description) || names.defaultDescription,
    schema,
    func: async (args: Record<string, unknown>, _run, config) => {
      const url = buildRequestUrl(fixedUrl || String(args.url ?? ''), args, specs)
      const body = fixedBody ?? parseBody(args.body) ?? {}
      return requestText(
        ctx.fetch,
        url,
        {
          method: names.method,
          headers,
          body: typeof body === 'string' ? body : JSON.stringify(body),
          signal: config?.signal ?? ctx.signal,
        },
        maxLength,
      )
    },
  })
}
