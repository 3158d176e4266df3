import { defineRuntime } from '../../runtime'
import { NodeInputError, getString } from '../../shared/read-inputs'
import { httpPresetConfig, supplyPresetTools } from '../customMCP/mcp-preset'
import { teradataMCP } from './teradataMCP.node.js'

/** The Authorization header: the node's bearer token, else the credential's token, else its TD2 user. */
export function teradataAuthorization(bearerToken: string, credential: Record<string, string>): string {
  const token = bearerToken.trim() || credential.token?.trim()
  if (token) return `Bearer ${token}`
  const { tdUsername: user, tdPassword: password } = credential
  if (user && password) return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  throw new NodeInputError(
    'Teradata MCP needs a bearer token, or a credential with a token or a TD2 user and password',
  )
}

/** A Teradata MCP server over streamable HTTP, through the outbound guard. */
export default defineRuntime(teradataMCP, {
  kind: 'supply',
  async supply(ctx) {
    const url = getString(ctx, 'mcpUrl').trim()
    if (!url) throw new NodeInputError('Teradata MCP needs its MCP Server URL')
    const authorization = teradataAuthorization(getString(ctx, 'bearerToken'), await ctx.getCredential())
    return supplyPresetTools(ctx, httpPresetConfig(url, { Authorization: authorization }))
  },
})
