import { describe, expect, it } from 'vitest'
import { IssueCodes } from '../issue'
import { checkOneStart, holdsAgentflowStart } from './agentflow-start'

const node = (id: string, name: string) => ({ id, data: { name } })

describe('one Start node per Agentflow v2', () => {
  it('accepts a flow with one Start or none', () => {
    expect(checkOneStart({ nodes: [node('startAgentflow_0', 'startAgentflow')] }).ok).toBe(true)
    expect(checkOneStart({ nodes: [node('llmAgentflow_0', 'llmAgentflow')] }).ok).toBe(true)
  })

  it('refuses a second Start, naming both', () => {
    const checked = checkOneStart({
      nodes: [
        node('startAgentflow_0', 'startAgentflow'),
        node('llmAgentflow_0', 'llmAgentflow'),
        node('startAgentflow_1', 'startAgentflow'),
      ],
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.error).toEqual([
      {
        code: IssueCodes.TooManyStarts,
        message:
          'An Agentflow v2 can have only one Start node; this flow has 2: startAgentflow_0, startAgentflow_1',
        nodeId: 'startAgentflow_1',
      },
    ])
  })

  it('tells whether a flow already holds its Start', () => {
    expect(holdsAgentflowStart({ nodes: [node('s', 'startAgentflow')] })).toBe(true)
    expect(holdsAgentflowStart({ nodes: [node('seqStart_0', 'seqStart')] })).toBe(false)
  })
})
