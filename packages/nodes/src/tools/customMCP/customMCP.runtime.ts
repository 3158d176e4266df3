import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { customMCP } from './customMCP.node.js'
import { parseMcpActions, parseMcpConfig } from './mcp-config'
import { supplyMcpTools } from './mcp-tools'

/** The MCP server's tools (or the chosen ones) as LangChain tools an agent can call. */
export default defineRuntime(customMCP, {
  kind: 'supply',
  async supply(ctx) {
    const config = parseMcpConfig(getString(ctx, 'mcpServerConfig'), ctx.mcpStdio)
    return supplyMcpTools(ctx, config, parseMcpActions(ctx.inputs.mcpActions))
  },
})
