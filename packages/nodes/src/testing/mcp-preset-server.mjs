// An MCP server over stdio standing in for the packages MCP preset nodes start with npx (tests only):
// its one tool, `launched`, answers the arguments it was started with and the variables a preset passes.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'

const NAMES = ['BRAVE_API_KEY', 'SLACK_BOT_TOKEN', 'SLACK_TEAM_ID']
const server = new McpServer({ name: 'preset-double', version: '1.0.0' })
server.registerTool('launched', { description: 'Tells how this server was started' }, () => ({
  content: [
    {
      type: 'text',
      text: JSON.stringify({
        args: process.argv.slice(2),
        env: Object.fromEntries(NAMES.filter((n) => process.env[n]).map((n) => [n, process.env[n]])),
      }),
    },
  ],
}))
await server.connect(new StdioServerTransport())
