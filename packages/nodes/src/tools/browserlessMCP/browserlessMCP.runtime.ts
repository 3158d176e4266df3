import { defineRuntime } from '../../runtime'
import { httpPresetConfig, requiredSecret, supplyPresetTools } from '../customMCP/mcp-preset'
import { browserlessMCP } from './browserlessMCP.node.js'

export const BROWSERLESS_MCP_URL = 'https://mcp.browserless.io/mcp'

/** Browserless's remote MCP server over streamable HTTP, through the outbound guard, with the API token. */
export default defineRuntime(browserlessMCP, {
  kind: 'supply',
  async supply(ctx) {
    const token = requiredSecret(await ctx.getCredential(), 'browserlessApiToken', 'Browserless MCP')
    return supplyPresetTools(ctx, httpPresetConfig(BROWSERLESS_MCP_URL, { Authorization: `Bearer ${token}` }))
  },
})
