import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { useMcpHttpServer } from '../../testing/mcp-http-server'

const harness = useNodeHarness()
const mcp = useMcpHttpServer()

const run = async (inputs: Record<string, unknown>, credential: Record<string, string>, allow = true) => {
  harness.openai.queue(
    { toolCalls: [{ name: 'lookup', arguments: { query: 'sales' } }] },
    { content: 'Looked up.' },
  )
  const tool = { id: 't', name: 'teradataMCP', credential: 'cred-td', inputs: { mcpUrl: mcp.url, ...inputs } }
  const services = harness.services({
    allowPrivateHosts: allow ? ['127.0.0.1'] : [],
    credentials: { 'cred-td': credential },
  })
  return harness.runFlow(toolAgentFlow([tool]), { question: 'sales?', services })
}

describe('Teradata MCP against a small MCP server', () => {
  it("offers the server's tools with the credential's TD2 user, or the bearer token typed on the node", async () => {
    const basic = await run({}, { tdUsername: 'ada', tdPassword: 'pw' })
    expect(basic.usedTools).toEqual([
      { tool: 'lookup', toolInput: { query: 'sales' }, toolOutput: 'found sales' },
    ])
    expect(mcp.authorizations.at(-1)).toBe(`Basic ${Buffer.from('ada:pw').toString('base64')}`)
    await run({ bearerToken: 'node-token' }, { token: 'cred-token' })
    expect(mcp.authorizations.at(-1)).toBe('Bearer node-token')
    await run({}, { token: 'cred-token' })
    expect(mcp.authorizations.at(-1)).toBe('Bearer cred-token')
  })

  it('reaches the server only through the outbound guard, and says when it has no way to sign in', async () => {
    const seen = mcp.authorizations.length
    await expect(run({}, { token: 't' }, false)).rejects.toThrow(/127\.0\.0\.1/)
    expect(mcp.authorizations).toHaveLength(seen)
    await expect(run({}, {})).rejects.toThrow(/needs a bearer token/)
  })
})
