import { describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()

describe('autoGPT (retired by Flowise)', () => {
  it('opens with a DEPRECATING badge and fails a run naming its replacement', async () => {
    expect(getNodeDescriptor('autoGPT')?.badge).toBe('DEPRECATING')
    const failed = await harness
      .runFlow([{ id: 'a', name: 'autoGPT' }], { question: 'plan' })
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(RunFailure)
    expect(String(failed)).toContain(
      'no longer runs (Flowise retired it): use the Tool Agent or an Agentflow v2 Agent',
    )
  })
})
