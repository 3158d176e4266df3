import { describe, expect, it } from 'vitest'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import { newFlowData, START_POSITION } from './new-flow'

const start = {
  name: 'startAgentflow',
  label: 'Start',
  version: 1.1,
  type: 'Start',
  category: 'Agent Flows',
  description: 'Starting point of the agentflow',
  baseClasses: ['Start'],
  inputs: [],
  outputs: [],
  capabilities: { agentflowV2: true },
} as unknown as TPublicNodeDescriptor

describe('new flow data', () => {
  it('places a Start node in a new Agentflow v2', () => {
    const flow = newFlowData('AGENTFLOW', [start])
    expect(flow.edges).toEqual([])
    expect(flow.nodes).toHaveLength(1)
    expect(flow.nodes[0]?.id).toBe('startAgentflow_0')
    expect(flow.nodes[0]?.data.name).toBe('startAgentflow')
    expect(flow.nodes[0]?.position).toEqual(START_POSITION)
  })

  it('starts chatflows and Sequential Agents (v1) empty', () => {
    expect(newFlowData('MULTIAGENT', [start])).toEqual({ nodes: [], edges: [] })
    expect(newFlowData('CHATFLOW', [start])).toEqual({ nodes: [], edges: [] })
  })
})
