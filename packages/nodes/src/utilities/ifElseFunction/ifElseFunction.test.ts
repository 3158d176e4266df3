import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FlowBranch } from '../../shared/flow-branch'

const harness = useNodeHarness()
const inputs = { ifFunction: 'return $input === "yes"', elseFunction: 'return "no way"' }

describe('If/Else Function', () => {
  it('answers the If result when it is truthy, else the Else result', async () => {
    expect((await harness.execute('ifElseFunction', { inputs, question: 'yes' })).text).toBe('true')
    expect((await harness.execute('ifElseFunction', { inputs, question: 'maybe' })).text).toBe('no way')
  })

  it('in the middle of a flow supplies the branch taken, which the engine follows', async () => {
    const taken = await harness.supply('ifElseFunction', { inputs, question: 'maybe' })
    expect(taken).toEqual(new FlowBranch('returnFalse', 'no way'))
  })
})
