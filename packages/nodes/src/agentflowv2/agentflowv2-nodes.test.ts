import { describe, expect, it } from 'vitest'
import { createNode, getAllOutputHandles, hydrateFlow, parseFlowData, validateFlow } from '@unikflow/graph'
import { readAgentflowV2Fixture, readUnknownNodeFixture } from '@unikflow/testkit/fixtures'
import { getNodeDescriptor } from '../index'
import { agentflowV2Nodes } from './agentflowv2-nodes'

function load(text: string) {
  const parsed = parseFlowData(text)
  if (!parsed.ok) throw new Error(parsed.error[0]?.message)
  return hydrateFlow(parsed.value, getNodeDescriptor, { migrations: 'run' })
}

describe('Agentflow v2 nodes', () => {
  it('open a Flowise-shaped v2 export as known nodes with every edge', () => {
    const { flow, unknownNodes } = load(readAgentflowV2Fixture('support-desk.json').text)
    expect(unknownNodes).toEqual([])
    expect(flow.edges).toHaveLength(5)
    expect(validateFlow(flow).ok).toBe(true)
    const condition = flow.nodes.find((n) => n.id === 'conditionAgentflow_0')
    expect(condition && getAllOutputHandles(condition.data).map((o) => o.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
    ])
    // The model's own inputs stay beside the choice.
    const llm = flow.nodes.find((n) => n.id === 'llmAgentflow_0')
    expect(llm?.data.inputs.llmModelConfig).toMatchObject({ modelName: 'gpt-4o-mini' })
    expect(llm?.type).toBe('agentFlow')
  })

  it('give a Condition one output per condition plus Else, and refuse edges to a handle of a v1 shape', () => {
    const descriptor = getNodeDescriptor('conditionAgentflow')
    const start = getNodeDescriptor('startAgentflow')
    if (!descriptor || !start) throw new Error('catalogue lacks v2 nodes')
    const node = createNode(descriptor, { x: 0, y: 0 }, [])
    node.data.inputs.conditions = [{}, {}, {}]
    const first = createNode(start, { x: 0, y: 0 }, [node])
    const { flow } = hydrateFlow({ nodes: [first, node], edges: [] }, getNodeDescriptor, {
      migrations: 'run',
    })
    const hydrated = flow.nodes.find((n) => n.id === node.id)
    expect(hydrated && getAllOutputHandles(hydrated.data).map((o) => o.description)).toEqual([
      '0',
      '1',
      '2',
      'Else',
    ])
    const edge = (targetHandle: string) => ({
      id: 'e',
      source: first.id,
      sourceHandle: `${first.id}-output-startAgentflow`,
      target: node.id,
      targetHandle,
    })
    expect(validateFlow({ ...flow, edges: [edge(node.id)] }).ok).toBe(true)
    expect(validateFlow({ ...flow, edges: [edge(`${node.id}-input-conditions-array`)] }).ok).toBe(false)
  })

  it('are Flowise-named and keep the made-up v2 fixture unknown', () => {
    expect(agentflowV2Nodes.map((d) => d.name)).toEqual(
      expect.arrayContaining(['startAgentflow', 'llmAgentflow', 'agentAgentflow', 'humanInputAgentflow']),
    )
    expect(load(readUnknownNodeFixture('agentflow-v2.json').text).unknownNodes).toHaveLength(4)
  })
})

describe("Agentflow v2 nodes at Flowise 3.1.4's versions", () => {
  const conditionAgent = (version: number, inputs: Record<string, unknown>) => {
    const descriptor = getNodeDescriptor('conditionAgentAgentflow')
    const start = getNodeDescriptor('startAgentflow')
    if (!descriptor || !start) throw new Error('catalogue lacks v2 nodes')
    const node = createNode(descriptor, { x: 0, y: 0 }, [])
    node.data.version = version
    node.data.inputs = inputs
    const { flow } = hydrateFlow({ nodes: [node], edges: [] }, getNodeDescriptor, { migrations: 'run' })
    return flow.nodes[0]?.data
  }

  it('keep a Condition Agent saved at version 1 without memory, as it ran then', () => {
    const old = conditionAgent(1, { conditionAgentInput: '{{ question }}' })
    expect(old?.version).toBe(2)
    expect(old?.inputs.conditionAgentEnableMemory).toBe(false)
    // A node of version 2 (a Flowise 3.x export) keeps what it says, memory on by default.
    const current = conditionAgent(2, { conditionAgentInput: '{{ question }}' })
    expect(current?.inputs.conditionAgentEnableMemory).not.toBe(false)
  })

  it("declare the inputs Flowise's newer versions added", () => {
    const names = (node: string) => getNodeDescriptor(node)?.inputs.map((i) => i.name) ?? []
    expect(names('agentAgentflow')).toEqual(
      expect.arrayContaining([
        'agentToolsBuiltInOpenAI',
        'agentToolsBuiltInGemini',
        'agentToolsBuiltInAnthropic',
        'agentStructuredOutput',
      ]),
    )
    expect(names('conditionAgentAgentflow')).toEqual(
      expect.arrayContaining([
        'conditionAgentEnableMemory',
        'conditionAgentMemoryType',
        'conditionAgentOverrideSystemPrompt',
        'conditionAgentSystemPrompt',
      ]),
    )
    expect(names('loopAgentflow')).toContain('loopUpdateState')
    expect(getNodeDescriptor('agentAgentflow')?.version).toBe(3.2)
  })
})
