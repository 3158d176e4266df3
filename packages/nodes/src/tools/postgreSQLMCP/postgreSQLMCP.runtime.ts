import { defineRuntime } from '../../runtime'
import { requiredSecret, stdioPresetConfig, supplyPresetTools } from '../customMCP/mcp-preset'
import { postgreSQLMCP } from './postgreSQLMCP.node.js'

export const POSTGRES_MCP_LINE = ['npx', '-y', '@modelcontextprotocol/server-postgres']

/**
 * The PostgreSQL MCP server (read-only queries) on the credential's database URL, its last argument, when
 * the operator allows that whole line; the error shows the line without the URL (it holds the password).
 */
export default defineRuntime(postgreSQLMCP, {
  kind: 'supply',
  async supply(ctx) {
    const server = 'PostgreSQL MCP'
    const url = requiredSecret(await ctx.getCredential(), 'postgresUrl', server)
    const line = [...POSTGRES_MCP_LINE, url]
    const shown = [...POSTGRES_MCP_LINE, '<credential.postgresUrl>']
    return supplyPresetTools(ctx, stdioPresetConfig(ctx, { server, line, shown }))
  },
})
