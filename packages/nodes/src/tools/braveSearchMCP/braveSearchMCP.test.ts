import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { runPreset, useFakeNpx } from '../../testing/fake-npx'
import { BRAVE_SEARCH_MCP_LINE } from './braveSearchMCP.runtime'

const harness = useNodeHarness()
useFakeNpx()
const tool = {
  id: 't',
  name: 'braveSearchMCP',
  credential: 'cred-brave',
  inputs: { mcpActions: '["launched"]' },
}

describe('Brave Search MCP (a preset starting a local server)', () => {
  it("hands the server the credential's key in BRAVE_API_KEY once the operator allows its line", async () => {
    const launched = await runPreset(harness, tool, [BRAVE_SEARCH_MCP_LINE], {
      'cred-brave': { braveApiKey: 'brave-key-1' },
    })
    expect(launched).toEqual({
      args: ['-y', '@brave/brave-search-mcp-server'],
      env: { BRAVE_API_KEY: 'brave-key-1' },
    })
  })

  it('says what is missing: the operator allowing the line, or the key', async () => {
    const refused = await runPreset(harness, tool, [], { 'cred-brave': { braveApiKey: 'k' } })
    expect(String(refused)).toMatch(/npx -y @brave\/brave-search-mcp-server.*MCP_STDIO_COMMANDS/)
    const keyless = await runPreset(harness, tool, [BRAVE_SEARCH_MCP_LINE], { 'cred-brave': {} })
    expect(String(keyless)).toContain("Brave Search MCP needs its credential's braveApiKey")
  })
})
