import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { MCP_ACTIONS_INPUT, RUNS_WHEN_ALLOWED } from '../customMCP/mcp-actions-input'

export const postgreSQLMCP = defineNode({
  name: 'postgreSQLMCP',
  label: 'PostgreSQL MCP',
  version: 1,
  type: 'PostgreSQL MCP Tool',
  category: NodeCategories.Tools,
  description: `Gives an agent read-only access to a PostgreSQL database: its tables and read-only queries (the PostgreSQL MCP server). ${RUNS_WHEN_ALLOWED}`,
  baseClasses: ['PostgreSQL MCP Tool', 'Tool'],
  icon: 'tools/postgreSQLMCP/postgreSQLMCP.svg',
  credential: { credentialNames: ['PostgresUrl'] },
  inputs: [MCP_ACTIONS_INPUT],
})
