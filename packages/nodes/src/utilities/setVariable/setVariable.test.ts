import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'

const harness = useNodeHarness()

describe('Set Variable and Get Variable', () => {
  it('keep a value for the run: a later node reads it by name', async () => {
    const result = await harness.runFlow(
      [
        { id: 'f', name: 'customFunction', inputs: { javascriptFunction: 'return "blue socks"' } },
        { id: 's', name: 'setVariable', inputs: { input: ['{{f.data.instance}}'], variableName: 'item' } },
        { id: 'g', name: 'getVariable', inputs: { variableName: 'item', after: '{{s.data.instance}}' } },
        {
          id: 'out',
          name: 'customFunction',
          inputs: {
            functionInputVariables: { kept: '{{g.data.instance}}', passed: '{{s.data.instance}}' },
            javascriptFunction: 'return $kept + " / " + $passed',
          },
        },
      ],
      { question: 'q' },
    )
    expect(result.text).toBe('blue socks / blue socks')
  })
})
