import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { githubMcpUrl } from './githubMCP.runtime'

const harness = useNodeHarness()

describe('Github MCP', () => {
  it("talks to github.com's MCP server, or an Enterprise Cloud host's", () => {
    expect(githubMcpUrl('')).toBe('https://api.githubcopilot.com/mcp/')
    expect(githubMcpUrl(' https://octocorp.ghe.com/ ')).toBe('https://copilot-api.octocorp.ghe.com/mcp')
  })

  it('goes through the outbound guard (a private Enterprise address is refused) and needs a token', async () => {
    const run = (credential: Record<string, string>) =>
      harness.runFlow(
        toolAgentFlow([
          {
            id: 't',
            name: 'githubMCP',
            credential: 'cred-gh',
            inputs: { githubEnterpriseUrl: 'http://10.0.0.7' },
          },
        ]),
        { question: 'issues?', services: harness.services({ credentials: { 'cred-gh': credential } }) },
      )
    await expect(run({ accessToken: 'ghp_1' })).rejects.toThrow(
      /Refused to connect to copilot-api\.10\.0\.0\.7|10\.0\.0\.7/,
    )
    await expect(run({})).rejects.toThrow("Github MCP needs its credential's accessToken")
  })
})
