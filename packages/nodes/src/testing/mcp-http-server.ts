import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { z } from 'zod'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'

export type TMcpHttpDouble = { url: string; authorizations: string[]; headers: IncomingHttpHeaders[] }

/**
 * A small MCP server over streamable HTTP (stateless) for this test file, offering `lookup` (echoes its
 * query); `authorizations` records each request's Authorization header, `headers` all its headers.
 */
export function useMcpHttpServer(): TMcpHttpDouble {
  const double: TMcpHttpDouble = { url: '', authorizations: [], headers: [] }
  let server: Server
  beforeAll(async () => {
    server = createServer((req, res) => {
      double.authorizations.push(String(req.headers.authorization ?? ''))
      double.headers.push(req.headers)
      const mcp = new McpServer({ name: 'double', version: '1.0.0' })
      mcp.registerTool(
        'lookup',
        { description: 'Looks a query up', inputSchema: { query: z.string() } },
        ({ query }) => ({ content: [{ type: 'text', text: `found ${query}` }] }),
      )
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      })
      res.on('close', () => void mcp.close())
      void mcp.connect(transport).then(() => transport.handleRequest(req, res))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return double
}
