import { defineRuntime } from '../../runtime'
import { buildRequestUrl, parseHeaders, requestText } from '../../shared/http-tool'
import { getNumber, getString } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { requestsGetSchema } from './requests-get-schema'
import { requestsGet } from './requestsGet.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** HTTP GET for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsGet, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const { schema, specs, fixedUrl } = requestsGetSchema(ctx)
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
