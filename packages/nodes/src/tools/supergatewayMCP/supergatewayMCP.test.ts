import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { runPreset, useFakeNpx } from '../../testing/fake-npx'
import { SUPERGATEWAY_LINE, splitArguments } from './supergatewayMCP.runtime'

const harness = useNodeHarness()
useFakeNpx()

describe('Supergateway MCP (a preset starting a local server)', () => {
  it('splits its arguments as a command line does', () => {
    expect(splitArguments('--sse "https://mcp.example.com/a b"  --header "x: \\"y\\""')).toEqual([
      '--sse',
      'https://mcp.example.com/a b',
      '--header',
      'x: "y"',
    ])
  })

  it('starts supergateway with the arguments once the operator lists that whole line', async () => {
    const tool = {
      id: 't',
      name: 'supergatewayMCP',
      inputs: { arguments: '--sse "https://mcp.example.com"' },
    }
    const line = [...SUPERGATEWAY_LINE, '--sse', 'https://mcp.example.com']
    expect(await runPreset(harness, tool, [line])).toEqual({
      args: ['-y', 'supergateway', '--sse', 'https://mcp.example.com'],
      env: {},
    })
    const other = { ...tool, inputs: { arguments: '--stdio "node evil.js"' } }
    expect(String(await runPreset(harness, other, [line]))).toMatch(/MCP_STDIO_COMMANDS/)
  })
})
