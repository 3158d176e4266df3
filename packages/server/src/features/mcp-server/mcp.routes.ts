import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { replyHeaders } from '../../http/reply-headers'
import { requireFlow } from '../../plugins/policies'
import { APP_VERSION } from '../../version'
import { loadFlowSettings } from '../flow-config/flow-settings'
import { checkRateLimit } from '../flow-config/public-guards'
import { publicFlowGates } from '../prediction/prediction.routes'
import { callFlowTool, describeFlowTool } from './flow-tool'

const tags = ['mcp']
const ZFlowParams = z.object({ flowId: z.string().min(1) })
const MCP_BODY_LIMIT = 1024 * 1024

/**
 * Each flow (and custom assistant) as an MCP server over streamable HTTP at `/api/v1/mcp/<flowId>`,
 * with one tool that asks it a question. Authorised like the prediction API (the flow's API key as
 * bearer token; public flows need none). Stateless: every POST gets its own server and transport, so
 * nothing is kept between requests and GET (a standing event stream) is not offered (405).
 */
export const mcpServerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/mcp/:flowId',
    {
      bodyLimit: MCP_BODY_LIMIT,
      config: { policy: 'flowApi' },
      preValidation: publicFlowGates(deps),
      schema: {
        tags,
        summary: 'MCP (streamable HTTP, JSON-RPC): the flow as a tool',
        params: ZFlowParams,
        response: errorResponses(404, 413, 429),
      },
    },
    async (request, reply) => {
      const flow = requireFlow(request)
      const target = { unikId: flow.unikId, flowId: flow.id }
      // The SDK (and its HTTP adapters) loads on the first MCP request, not at server start.
      const [{ McpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
        import('@modelcontextprotocol/sdk/server/mcp.js'),
        import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
      ])
      const tool = await describeFlowTool(deps, target)
      const server = new McpServer({ name: 'unikflow', version: APP_VERSION })
      const abort = new AbortController()
      // One POST may carry a JSON-RPC batch of many tool calls, and each runs the flow: the gates counted
      // the request once (covering its first call); every further call counts against the rate limit too.
      let calls = 0
      const admitNext = async () => {
        const settings = await loadFlowSettings(deps.db, flow.id)
        if (settings) await checkRateLimit(deps, request, flow.id, settings)
      }
      server.registerTool(
        tool.name,
        {
          description: tool.description,
          inputSchema: {
            question: z.string().min(1).describe('The question or message for the flow'),
            sessionId: z.string().max(200).optional().describe('Continue the conversation with this id'),
          },
        },
        ({ question, sessionId }) =>
          callFlowTool(deps, {
            ...target,
            question,
            sessionId,
            signal: abort.signal,
            log: request.log,
            admit: calls++ === 0 ? undefined : admitNext,
          }),
      )
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      })
      for (const [name, value] of Object.entries(replyHeaders(reply)))
        if (value !== undefined) reply.raw.setHeader(name, value)
      reply.hijack()
      reply.raw.on('close', () => {
        abort.abort()
        void server.close()
      })
      await server.connect(transport)
      await transport.handleRequest(request.raw, reply.raw, request.body)
    },
  )

  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: '/mcp/:flowId',
      config: { policy: 'flowApi' },
      schema: { tags, summary: 'Not offered: the MCP endpoint is stateless (405)', params: ZFlowParams },
      handler: () => {
        throw new AppError(
          405,
          ErrorCodes.Validation,
          'Method not allowed: this MCP endpoint takes POST only',
        )
      },
    })
}
