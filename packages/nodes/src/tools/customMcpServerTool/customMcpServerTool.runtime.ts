import { defineRuntime } from '../../runtime'
import { NodeInputError, getJsonObject, getString } from '../../shared/read-inputs'
import { httpPresetConfig, supplyPresetTools } from '../customMCP/mcp-preset'
import { customMcpServerTool } from './customMcpServerTool.node.js'

/** The headers input as text values; anything but an object of strings is refused, naming the header. */
export function serverHeaders(value: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, text] of Object.entries(value)) {
    if (typeof text !== 'string' && typeof text !== 'number')
      throw new NodeInputError(`Custom MCP Server header ${name} must be text`)
    headers[name] = String(text)
  }
  return headers
}

/**
 * A remote MCP server over streamable HTTP, through the outbound guard. Flowise keeps the URL and headers on
 * its MCP servers page, which an export does not carry: here they are the node's own inputs.
 */
export default defineRuntime(customMcpServerTool, {
  kind: 'supply',
  async supply(ctx) {
    const url = getString(ctx, 'serverUrl').trim()
    if (!url) {
      const id = getString(ctx, 'mcpServerId').trim()
      throw new NodeInputError(
        id
          ? `Custom MCP Server needs its Server URL: the server ${id} of Flowise's MCP servers page does not come with an export`
          : 'Custom MCP Server needs its Server URL',
      )
    }
    let headers: Record<string, unknown>
    try {
      headers = getJsonObject(ctx, 'headers')
    } catch {
      throw new NodeInputError('Custom MCP Server headers are not a JSON object')
    }
    return supplyPresetTools(ctx, httpPresetConfig(url, serverHeaders(headers)))
  },
})
