import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT, RUNS_WHEN_ALLOWED } from '../customMCP/mcp-actions-input'

export const sequentialThinkingMCP = defineNode({
  name: 'sequentialThinkingMCP',
  label: 'Sequential Thinking MCP',
  version: 1,
  type: 'Sequential Thinking MCP Tool',
  category: NodeCategories.Tools,
  description: `Gives an agent a tool for thinking a problem through step by step, revising and branching (the Sequential Thinking MCP server). ${RUNS_WHEN_ALLOWED}`,
  baseClasses: ['Sequential Thinking MCP Tool', 'Tool'],
  icon: 'tools/sequentialThinkingMCP/sequentialThinkingMCP.svg',
  inputs: [MCP_ACTIONS_INPUT],
})
