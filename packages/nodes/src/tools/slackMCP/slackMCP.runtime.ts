import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { parseMcpActions } from '../customMCP/mcp-config'
import { requiredSecret, stdioPresetConfig } from '../customMCP/mcp-preset'
import { supplyMcpTools } from '../customMCP/mcp-tools'
import { slackMCP } from './slackMCP.node.js'

/** Slack's hosted MCP server (streamable HTTP), which takes a Slack user's OAuth access token. */
const SLACK_MCP_URL = 'https://mcp.slack.com/mcp'

/** Slack's npm MCP server, started as a local process for a bot token (a Slack API credential). */
export const SLACK_MCP_LINE = ['npx', '-y', '@modelcontextprotocol/server-slack']

/**
 * Slack's tools: with an OAuth2 access token, through its hosted MCP server over the outbound guard; with a
 * bot token and team id, through Slack's npm MCP server started locally, when the operator allows its line.
 */
export default defineRuntime(slackMCP, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const actions = parseMcpActions(ctx.inputs.mcpActions)
    const token = credential.accessToken || credential.access_token
    if (token) {
      const url = new URL(credential.mcpUrl || SLACK_MCP_URL)
      return supplyMcpTools(
        ctx,
        { kind: 'http', url, headers: { Authorization: `Bearer ${token}` } },
        actions,
      )
    }
    if (!credential.botToken)
      throw new NodeInputError(
        'Connect a Slack OAuth2 credential with an access token, or a Slack API credential with a bot token and team id',
      )
    const server = 'Slack MCP'
    const env = {
      SLACK_BOT_TOKEN: requiredSecret(credential, 'botToken', server),
      SLACK_TEAM_ID: requiredSecret(credential, 'teamId', server),
    }
    return supplyMcpTools(ctx, stdioPresetConfig(ctx, { server, line: SLACK_MCP_LINE, env }), actions)
  },
})
