import { describe, expect, it } from 'vitest'
import { canvasFlowType, newAgentflowUrl, NEW_AGENTFLOW_TYPES } from './flow-kinds'

describe('flow kinds', () => {
  it('offers Agentflow v2 first, then Sequential Agents (v1)', () => {
    expect(NEW_AGENTFLOW_TYPES).toEqual(['AGENTFLOW', 'MULTIAGENT'])
    expect(newAgentflowUrl('u 1', 'AGENTFLOW')).toBe('/uniks/u%201/agentcanvas?type=AGENTFLOW')
    expect(newAgentflowUrl('u 1', 'MULTIAGENT')).toBe('/uniks/u%201/agentcanvas')
  })

  it("takes a loaded flow's type, else the one a new agentflow's address asks for", () => {
    const v2 = new URLSearchParams('type=AGENTFLOW')
    expect(canvasFlowType('MULTIAGENT', undefined, v2)).toBe('AGENTFLOW')
    expect(canvasFlowType('MULTIAGENT', undefined, new URLSearchParams())).toBe('MULTIAGENT')
    expect(canvasFlowType('MULTIAGENT', 'MULTIAGENT', v2)).toBe('MULTIAGENT')
    expect(canvasFlowType('CHATFLOW', undefined, v2)).toBe('CHATFLOW')
  })
})
