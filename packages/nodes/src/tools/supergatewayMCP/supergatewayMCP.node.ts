import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT, RUNS_WHEN_ALLOWED } from '../customMCP/mcp-actions-input'

export const supergatewayMCP = defineNode({
  name: 'supergatewayMCP',
  label: 'Supergateway MCP',
  version: 1,
  type: 'Supergateway MCP Tool',
  category: NodeCategories.Tools,
  description: `Gives an agent the tools of an MCP server that Supergateway bridges (SSE, WebSocket or stdio). ${RUNS_WHEN_ALLOWED}`,
  baseClasses: ['Supergateway MCP Tool', 'Tool'],
  icon: 'tools/supergatewayMCP/supergatewayMCP.svg',
  inputs: [
    {
      label: 'Arguments',
      name: 'arguments',
      type: 'string',
      rows: 4,
      placeholder: '--sse "https://mcp-server.example.com"',
      description: "Supergateway's arguments, as on its command line (quoted words allowed)",
    },
    MCP_ACTIONS_INPUT,
  ],
})
