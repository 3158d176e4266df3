import { defineRuntime } from '../../runtime'
import { buildRequestUrl, parseHeaders, requestText } from '../../shared/http-tool'
import { getNumber, getString } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { requestsDeleteSchema } from './requests-delete-schema'
import { requestsDelete } from './requestsDelete.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** HTTP DELETE for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsDelete, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const { schema, specs, fixedUrl } = requestsDeleteSchema(ctx)
    const headers = parseHeaders(ctx.inputs.requestsDeleteHeaders)
    const maxLength = getNumber(ctx, 'requestsDeleteMaxOutputLength', 2000)
    return new DynamicStructuredTool({
      name: toolName(getString(ctx, 'requestsDeleteName'), 'requests_delete'),
      description:
        getString(ctx, 'requestsDeleteDescription') ||
        'Sends an HTTP DELETE request. Use it to remove data at a web API.',
      schema,
      func: async (args: Record<string, unknown>, _run, config) => {
        const url = buildRequestUrl(fixedUrl || String(args.url ?? ''), args, specs)
        const init = { method: 'DELETE', headers, signal: config?.signal ?? ctx.signal }
        return requestText(ctx.fetch, url, init, maxLength)
      },
    })
  },
})
