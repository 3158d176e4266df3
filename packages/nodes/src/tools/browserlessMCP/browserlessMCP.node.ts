import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT } from '../customMCP/mcp-actions-input'

export const browserlessMCP = defineNode({
  name: 'browserlessMCP',
  label: 'Browserless MCP',
  version: 1,
  type: 'Browserless MCP Tool',
  category: NodeCategories.Tools,
  description:
    "Gives an agent the tools of Browserless's remote MCP server: read pages, take screenshots, make PDFs",
  baseClasses: ['Browserless MCP Tool', 'Tool'],
  icon: 'tools/browserlessMCP/browserlessMCP.svg',
  credential: { credentialNames: ['browserlessApi'] },
  inputs: [MCP_ACTIONS_INPUT],
})
