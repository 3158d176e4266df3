import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { httpPresetConfig, requiredSecret, supplyPresetTools } from '../customMCP/mcp-preset'
import { githubMCP } from './githubMCP.node.js'

/** GitHub's MCP server: github.com's, or an Enterprise Cloud host's at `copilot-api.<host>/mcp`. */
export function githubMcpUrl(enterpriseUrl: string): string {
  const trimmed = enterpriseUrl.trim().replace(/\/+$/, '')
  if (!trimmed) return 'https://api.githubcopilot.com/mcp/'
  try {
    const url = new URL(trimmed)
    url.hostname = `copilot-api.${url.hostname}`
    url.pathname = '/mcp'
    return url.toString()
  } catch {
    return `${trimmed}/mcp`
  }
}

/** GitHub's remote MCP server over streamable HTTP, through the outbound guard, with a bearer token. */
export default defineRuntime(githubMCP, {
  kind: 'supply',
  async supply(ctx) {
    const token = requiredSecret(await ctx.getCredential(), 'accessToken', 'Github MCP')
    const url = githubMcpUrl(getString(ctx, 'githubEnterpriseUrl'))
    return supplyPresetTools(ctx, httpPresetConfig(url, { Authorization: `Bearer ${token}` }))
  },
})
