import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

// Reading what Set Variable kept in the run is tested with it (utilities/setVariable/setVariable.test.ts).
describe('Get Variable', () => {
  it('a name no Set Variable kept in this run reads as nothing', async () => {
    const result = await harness.runFlow(
      [{ id: 'g', name: 'getVariable', inputs: { variableName: 'missing' } }],
      {
        question: 'q',
      },
    )
    expect(result.text).toBe('')
  })

  it('supplies the value kept under its name, the name trimmed', async () => {
    const ctx = harness.context('getVariable', { inputs: { variableName: ' colour ' } })
    ctx.runVariables.set('colour', { shade: 'blue' })
    const { nodeLibrary } = await import('@unikflow/nodes')
    const loaded = await nodeLibrary.loadRuntime('getVariable')
    const runtime = loaded?.kind === 'chatflow' ? loaded.module.runtime : undefined
    expect(await runtime?.supply?.(ctx)).toEqual({ shade: 'blue' })
  })
})
