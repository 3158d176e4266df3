// A small MCP server over stdio for tests: `node mcp-stdio-server.mjs <prefix>` offers `greet`, whose
// answer starts with the prefix given as argument and names the GREETING variable of its environment.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

const prefix = process.argv[2] ?? 'Hello'
const server = new McpServer({ name: 'stdio-tools', version: '1.0.0' })
server.registerTool(
  'greet',
  { description: 'Greets someone by name', inputSchema: { name: z.string() } },
  ({ name }) => ({
    content: [{ type: 'text', text: `${prefix}, ${name} (${process.env.GREETING ?? 'no greeting'})` }],
  }),
)
await server.connect(new StdioServerTransport())
