/** The actions input every MCP server preset shares (Flowise's name; saved as a JSON array or a list). */
export const MCP_ACTIONS_INPUT = {
  label: 'Available Actions',
  name: 'mcpActions',
  type: 'string',
  description: 'Names of the server tools to offer, comma-separated (or a JSON array); empty offers all',
  optional: true,
}

/** Said by every preset that starts a local server, in its description. */
export const RUNS_WHEN_ALLOWED =
  'Starts a local MCP server with npx: it runs only when the operator lists its command line in MCP_STDIO_COMMANDS'
