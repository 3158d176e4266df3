import { defineRuntime } from '../../runtime'
import { buildRequestUrl, parseHeaders, requestText } from '../../shared/http-tool'
import { getNumber, getString } from '../../shared/read-inputs'
import { readParamSpecs, schemaFromParamSpecs, toolName } from '../../shared/tool-schema'
import { requestsPost } from './requestsPost.node.js'

function parseBody(value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (!value.trim()) return undefined
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** HTTP POST with a JSON body for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsPost, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await import('@langchain/core/tools')
    const fixedUrl = getString(ctx, 'requestsPostUrl').trim()
    const fixedBody = parseBody(ctx.inputs.requestPostBody)
    const specs = readParamSpecs(getString(ctx, 'requestsPostBodySchema'), 'body')
    const bodySchema = schemaFromParamSpecs(specs)
    const schema = schemaFromParamSpecs({})
    if (!fixedUrl) {
      schema.properties.url = { type: 'string', description: 'The URL to send the POST request to' }
      schema.required.push('url')
    }
    if (fixedBody === undefined) {
      schema.properties.body = {
        ...(Object.keys(bodySchema.properties).length > 0 ? bodySchema : { type: 'object' }),
        description: 'The JSON body to send',
      }
      schema.required.push('body')
    }
    const headers = { 'content-type': 'application/json', ...parseHeaders(ctx.inputs.requestsPostHeaders) }
    const maxLength = getNumber(ctx, 'requestsPostMaxOutputLength', 2000)
    return new DynamicStructuredTool({
      name: toolName(getString(ctx, 'requestsPostName'), 'requests_post'),
      description:
        getString(ctx, 'requestsPostDescription') ||
        'Sends an HTTP POST request. Use it to send data to a web API.',
      schema,
      func: async (args: Record<string, unknown>, _run, config) => {
        const url = buildRequestUrl(fixedUrl || String(args.url ?? ''), args, specs)
        const body = fixedBody ?? parseBody(args.body) ?? {}
        return requestText(
          ctx.fetch,
          url,
          {
            method: 'POST',
            headers,
            body: typeof body === 'string' ? body : JSON.stringify(body),
            signal: config?.signal ?? ctx.signal,
          },
          maxLength,
        )
      },
    })
  },
})
