import { defineRuntime } from '../../runtime'
import { stdioPresetConfig, supplyPresetTools } from '../customMCP/mcp-preset'
import { sequentialThinkingMCP } from './sequentialThinkingMCP.node.js'

/** The Sequential Thinking MCP server's tool, started with npx when the operator allows its command line. */
export const SEQUENTIAL_THINKING_LINE = ['npx', '-y', '@modelcontextprotocol/server-sequential-thinking']

export default defineRuntime(sequentialThinkingMCP, {
  kind: 'supply',
  async supply(ctx) {
    const config = stdioPresetConfig(ctx, {
      server: 'Sequential Thinking MCP',
      line: SEQUENTIAL_THINKING_LINE,
    })
    return supplyPresetTools(ctx, config)
  },
})
