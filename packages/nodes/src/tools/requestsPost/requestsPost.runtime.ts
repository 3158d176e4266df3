import { defineRuntime } from '../../runtime'
import { buildRequestUrl, parseHeaders, requestText } from '../../shared/http-tool'
import { getNumber, getString } from '../../shared/read-inputs'
import { toolName } from '../../shared/tool-schema'
import { parseBody, requestsPostSchema } from './requests-post-schema'
import { requestsPost } from './requestsPost.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** HTTP POST with a JSON body for agents, always through the outbound guard (`ctx.fetch`). */
export default defineRuntime(requestsPost, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicStructuredTool } = await langchainCoreTools()
    const { schema, specs, fixedUrl, fixedBody } = requestsPostSchema(ctx)
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
