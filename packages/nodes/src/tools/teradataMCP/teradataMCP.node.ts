import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT } from '../customMCP/mcp-actions-input'

export const teradataMCP = defineNode({
  name: 'teradataMCP',
  label: 'Teradata MCP',
  version: 1,
  type: 'Teradata MCP Tool',
  category: NodeCategories.Tools,
  description:
    'Gives an agent the tools of a Teradata MCP server (streamable HTTP), reached through the outbound guard',
  baseClasses: ['Teradata MCP Tool', 'Tool'],
  icon: 'tools/teradataMCP/teradataMCP.svg',
  credential: { credentialNames: ['teradataTD2Auth', 'teradataBearerToken'] },
  inputs: [
    {
      label: 'MCP Server URL',
      name: 'mcpUrl',
      type: 'string',
      placeholder: 'http://teradata-mcp-server:8001/mcp',
      description: 'The address of your Teradata MCP server',
    },
    {
      label: 'Bearer Token',
      name: 'bearerToken',
      type: 'string',
      description: "Sent instead of the credential's token or user and password",
      optional: true,
      secret: true,
    },
    MCP_ACTIONS_INPUT,
  ],
})
