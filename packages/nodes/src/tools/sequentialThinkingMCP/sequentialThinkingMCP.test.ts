import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { runPreset, useFakeNpx } from '../../testing/fake-npx'
import { SEQUENTIAL_THINKING_LINE } from './sequentialThinkingMCP.runtime'

const harness = useNodeHarness()
useFakeNpx()
const tool = { id: 't', name: 'sequentialThinkingMCP', inputs: {} }

describe('Sequential Thinking MCP (a preset starting a local server)', () => {
  it('runs only when the operator lists its command line, and says which line', async () => {
    const refused = await runPreset(harness, tool, [['npx', '-y', 'something-else']])
    expect(refused).toBeInstanceOf(Error)
    expect(String(refused)).toContain(
      'command line npx -y @modelcontextprotocol/server-sequential-thinking: it runs only when the operator lists that line in MCP_STDIO_COMMANDS',
    )
  })

  it("starts that line once allowed, and the agent calls the server's tools", async () => {
    const launched = await runPreset(harness, tool, [SEQUENTIAL_THINKING_LINE])
    expect(launched).toEqual({ args: ['-y', '@modelcontextprotocol/server-sequential-thinking'], env: {} })
  })
})
