import { describe, expect, it } from 'vitest'
import { RunFailure } from '@unikflow/engine'
import { useNodeHarness } from '@unikflow/engine/testing'
import { getNodeDescriptor } from '../../index'

const harness = useNodeHarness()

describe('babyAGI (retired by Flowise)', () => {
  it('opens with a DEPRECATING badge and fails a run naming its replacement', async () => {
    expect(getNodeDescriptor('babyAGI')?.badge).toBe('DEPRECATING')
    const failed = await harness
      .runFlow([{ id: 'a', name: 'babyAGI' }], { question: 'plan' })
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(RunFailure)
    expect(String(failed)).toContain('no longer runs (Flowise retired it): use an Agentflow v2 flow')
  })
})
