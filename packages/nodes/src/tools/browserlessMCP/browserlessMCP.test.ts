import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'

const harness = useNodeHarness()

describe('Browserless MCP', () => {
  it('needs the API token of its credential before it reaches out', async () => {
    const flow = toolAgentFlow([{ id: 't', name: 'browserlessMCP', credential: 'cred-bl', inputs: {} }])
    const services = harness.services({ credentials: { 'cred-bl': {} } })
    await expect(harness.runFlow(flow, { question: 'screenshot?', services })).rejects.toThrow(
      "Browserless MCP needs its credential's browserlessApiToken",
    )
  })
})
