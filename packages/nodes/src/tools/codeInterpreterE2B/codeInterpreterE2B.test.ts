import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { toolAgentFlow } from '../../testing/agent-flows'
import { codeInterpreterE2B } from './codeInterpreterE2B.node'

const harness = useNodeHarness()

describe("Code Interpreter by E2B (E2B's cloud sandbox only: kept for Flowise flows, not run here)", () => {
  it("keeps Flowise's inputs and says in its description that it is not available", () => {
    expect(codeInterpreterE2B.inputs.map((i) => i.name)).toEqual(['toolName', 'toolDesc'])
    expect(codeInterpreterE2B.credential?.credentialNames).toEqual(['E2BApi'])
    expect(codeInterpreterE2B.description).toMatch(/Not available here: .*E2B's cloud sandbox/)
  })

  it('a run stops with what the node needs', async () => {
    const flow = toolAgentFlow([
      {
        id: 't',
        name: 'codeInterpreterE2B',
        credential: 'cred-e2b',
        inputs: { toolName: 'code_interpreter' },
      },
    ])
    const services = harness.services({ credentials: { 'cred-e2b': { e2bApiKey: 'e2b_1' } } })
    await expect(harness.runFlow(flow, { question: 'plot it', services })).rejects.toThrow(
      "Code Interpreter by E2B is not available here: it needs E2B's paid cloud sandbox",
    )
  })
})
