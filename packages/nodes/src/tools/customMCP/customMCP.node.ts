import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const customMCP = defineNode({
  name: 'customMCP',
  label: 'Custom MCP',
  version: 1.1,
  type: 'Custom MCP Tool',
  category: NodeCategories.Tools,
  description: 'Gives an agent the tools of an MCP server (streamable HTTP or SSE URL)',
  baseClasses: ['Custom MCP Tool', 'Tool'],
  icon: 'tools/customMCP/customMCP.svg',
  inputs: [
    {
      label: 'MCP Server Config',
      name: 'mcpServerConfig',
      type: 'code',
      description:
        'JSON: {"url": "https://…/mcp", "headers": {"Authorization": "Bearer …"}}. The URL is reached through the outbound guard. A local command ({"command": …, "args": […], "env": {…}}) runs only when the operator lists that whole command line in MCP_STDIO_COMMANDS, and env only with names listed in MCP_STDIO_ENV.',
      placeholder: '{\n  "url": "https://example.com/mcp"\n}',
      // Its headers (and a command's env) hold tokens: the whole config is a secret input.
      secret: true,
    },
    {
      label: 'Available Actions',
      name: 'mcpActions',
      type: 'string',
      description: 'Names of the server tools to offer, comma-separated (or a JSON array); empty offers all',
      optional: true,
    },
  ],
})
