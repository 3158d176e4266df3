import { defineRuntime } from '../../runtime'
import { requiredSecret, stdioPresetConfig, supplyPresetTools } from '../customMCP/mcp-preset'
import { braveSearchMCP } from './braveSearchMCP.node.js'

export const BRAVE_SEARCH_MCP_LINE = ['npx', '-y', '@brave/brave-search-mcp-server']

/** Brave's MCP server with the credential's key in BRAVE_API_KEY, when the operator allows its command line. */
export default defineRuntime(braveSearchMCP, {
  kind: 'supply',
  async supply(ctx) {
    const server = 'Brave Search MCP'
    const credential = await ctx.getCredential()
    const env = { BRAVE_API_KEY: requiredSecret(credential, 'braveApiKey', server) }
    return supplyPresetTools(ctx, stdioPresetConfig(ctx, { server, line: BRAVE_SEARCH_MCP_LINE, env }))
  },
})
