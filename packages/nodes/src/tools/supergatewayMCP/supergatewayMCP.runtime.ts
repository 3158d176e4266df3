import { defineRuntime } from '../../runtime'
import { NodeInputError, getString } from '../../shared/read-inputs'
import { stdioPresetConfig, supplyPresetTools } from '../customMCP/mcp-preset'
import { supergatewayMCP } from './supergatewayMCP.node.js'

export const SUPERGATEWAY_LINE = ['npx', '-y', 'supergateway']

/** Words of a command line: split at spaces, a double-quoted part kept whole (quotes removed). */
export function splitArguments(text: string): string[] {
  const words: string[] = []
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g))
    words.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? ''))
  return words
}

/** Supergateway with the node's arguments, when the operator lists that whole command line. */
export default defineRuntime(supergatewayMCP, {
  kind: 'supply',
  async supply(ctx) {
    const args = splitArguments(getString(ctx, 'arguments'))
    if (args.length === 0) throw new NodeInputError('Supergateway MCP needs its Arguments, e.g. --sse <url>')
    const line = [...SUPERGATEWAY_LINE, ...args]
    return supplyPresetTools(ctx, stdioPresetConfig(ctx, { server: 'Supergateway MCP', line }))
  },
})
