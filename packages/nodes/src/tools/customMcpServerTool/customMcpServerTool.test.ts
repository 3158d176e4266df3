import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useMcpHttpServer } from '../../testing/mcp-http-server'

const harness = useNodeHarness()
const mcp = useMcpHttpServer()

const run = (inputs: Record<string, unknown>, allow = true) => {
  const tool = { id: 't', name: 'customMcpServerTool', inputs: { mcpServerId: 'srv-7', ...inputs } }
  const services = harness.services({ allowPrivateHosts: allow ? ['127.0.0.1'] : [] })
  return harness.runFlow(toolAgentFlow([tool]), { question: 'find it', services })
}

describe('Custom MCP Server against a small MCP server', () => {
  it("offers the server's chosen tools, sending the node's headers", async () => {
    harness.openai.queue(
      { toolCalls: [{ name: 'lookup', arguments: { query: 'invoice' } }] },
      { content: 'Found.' },
    )
    const result = await run({
      serverUrl: mcp.url,
      headers: '{"Authorization": "Bearer srv-token", "X-Team": "ops"}',
      mcpActions: '["lookup"]',
    })
    expect(result.usedTools).toEqual([
      { tool: 'lookup', toolInput: { query: 'invoice' }, toolOutput: 'found invoice' },
    ])
    expect(mcp.authorizations.at(-1)).toBe('Bearer srv-token')
    expect(mcp.headers.at(-1)).toMatchObject({ 'x-team': 'ops' })
  })

  it("names the missing URL of a Flowise export's server, and reaches out only through the guard", async () => {
    await expect(run({})).rejects.toThrow(
      "Custom MCP Server needs its Server URL: the server srv-7 of Flowise's MCP servers page does not come with an export",
    )
    await expect(run({ serverUrl: mcp.url, headers: { Authorization: ['x'] } })).rejects.toThrow(
      'Custom MCP Server header Authorization must be text',
    )
    const seen = mcp.authorizations.length
    await expect(run({ serverUrl: mcp.url }, false)).rejects.toThrow(/127\.0\.0\.1/)
    expect(mcp.authorizations).toHaveLength(seen)
  })
})
