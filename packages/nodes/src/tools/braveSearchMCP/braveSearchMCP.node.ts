import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT, RUNS_WHEN_ALLOWED } from '../customMCP/mcp-actions-input'

export const braveSearchMCP = defineNode({
  name: 'braveSearchMCP',
  label: 'Brave Search MCP',
  version: 1,
  type: 'BraveSearch MCP Tool',
  category: NodeCategories.Tools,
  description: `Gives an agent the Brave Search MCP server's tools: web, news, image and local search. ${RUNS_WHEN_ALLOWED}`,
  baseClasses: ['BraveSearch MCP Tool', 'Tool'],
  icon: 'tools/braveSearchMCP/braveSearchMCP.svg',
  credential: { credentialNames: ['braveSearchApi'] },
  inputs: [MCP_ACTIONS_INPUT],
})
