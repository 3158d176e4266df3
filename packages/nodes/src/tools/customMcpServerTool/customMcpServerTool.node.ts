import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT } from '../customMCP/mcp-actions-input'

export const customMcpServerTool = defineNode({
  name: 'customMcpServerTool',
  label: 'Custom MCP Server',
  version: 1,
  type: 'Custom MCP Server Tool',
  category: NodeCategories.Tools,
  description:
    "Gives an agent the tools of a remote MCP server (streamable HTTP) given by its URL and headers; the server ID from Flowise's MCP servers page is kept so its exports load",
  baseClasses: ['Custom MCP Server Tool', 'Tool'],
  icon: 'tools/customMcpServerTool/customMcpServerTool.svg',
  inputs: [
    {
      label: 'Custom MCP Server',
      name: 'mcpServerId',
      type: 'string',
      description:
        "The server's ID on Flowise's MCP servers page, kept from an export; this server reaches the Server URL below",
      optional: true,
    },
    MCP_ACTIONS_INPUT,
    {
      label: 'Server URL',
      name: 'serverUrl',
      type: 'string',
      placeholder: 'https://example.com/mcp',
      description: 'The MCP server (streamable HTTP), reached through the outbound guard',
    },
    {
      label: 'Headers',
      name: 'headers',
      type: 'json',
      description: 'JSON object of headers sent with every request, such as {"Authorization": "Bearer …"}',
      optional: true,
      additionalParams: true,
      // Headers hold tokens.
      secret: true,
    },
  ],
})
