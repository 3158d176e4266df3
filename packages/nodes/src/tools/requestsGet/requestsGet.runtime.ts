import { defineRuntime } from '../../runtime'
import { buildRequestUrl, parseHeaders, requestText } from '../../shared/http-tool'
import { getNumber, getString } from '../../shared/read-inputs'
import { readParamSpecs, schemaFromParamSpecs, toolName } from '../../shared/tool-schema'
import { requestsGet } from './requestsGet.node.js'

/** HTTP GET for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsGet, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await import('@langchain/core/tools')
    const fixedUrl = getString(ctx, 'requestsGetUrl').trim()
    const specs = readParamSpecs(getString(ctx, 'requestsGetQueryParamsSchema'), 'query')
    const schema = schemaFromParamSpecs(specs)
    if (!fixedUrl) {
      schema.properties.url = { type: 'string', description: 'The URL to send the GET request to' }
      schema.required.unshift('url')
    }
    const headers = parseHeaders(ctx.inputs.requestsGetHeaders)
    const maxLength = getNumber(ctx, 'requestsGetMaxOutputLength', 2000)
    return new DynamicStructuredTool({
      name: toolName(getString(ctx, 'requestsGetName'), 'requests_get'),
      description:
        getString(ctx, 'requestsGetDescription') ||
        'Sends an HTTP GET request. Use it to read data from a web API.',
      schema,
      func: async (args: Record<string, unknown>, _run, config) => {
        const base = fixedUrl || String(args.url ?? '')
        const url = buildRequestUrl(base, args, specs)
        return requestText(ctx.fetch, url, { headers, signal: config?.signal ?? ctx.signal }, maxLength)
      },
    })
  },
})
