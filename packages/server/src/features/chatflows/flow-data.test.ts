import { describe, expect, it } from 'vitest'
import { addEdge, createNode, getAllOutputHandles, type TFlowData } from '@unikflow/graph'
import { getNodeDescriptor } from '@unikflow/nodes'
import { AppError } from '../../errors/app-error'
import { sampleFlow } from '../../test/flows'
import { migrateStoredFlowData, toStoredFlowData } from './flow-data'

async function rejection(raw: string): Promise<AppError> {
  const error: unknown = await toStoredFlowData(raw, { allowCycles: false }).then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe('toStoredFlowData', () => {
  it('stores a valid flow unchanged and counts its nodes', async () => {
    const flow = sampleFlow()
    const stored = await toStoredFlowData(JSON.stringify(flow), { allowCycles: false })
    expect(JSON.parse(stored.json)).toEqual(flow)
    expect(stored.nodeCount).toBe(3)
  })

  it.each([
    ['not JSON', '{nodes: []', /^Invalid flowData: .*JSON/],
    ['JSON of another shape', '[1,2]', /^Invalid flowData: flowData: /],
    ['a node without data', '{"nodes":[{"id":"a","position":{"x":0,"y":0}}],"edges":[]}', /nodes\.0\.data: /],
    ['edges missing', '{"nodes":[]}', /^Invalid flowData: edges: /],
  ])('refuses %s with 400 VALIDATION', async (_case, raw, message) => {
    const error = await rejection(raw)
    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toMatch(message)
  })

  it('refuses an edge to a missing node, naming the edge and the node', async () => {
    const flow = sampleFlow()
    const [first] = flow.edges
    if (!first) throw new Error('sample has edges')
    flow.edges.push({ ...first, id: 'dangling', target: 'ghost_0', targetHandle: 'ghost_0-input-x-Y' })
    const error = await rejection(JSON.stringify(flow))
    expect(error.message).toBe('Invalid flowData: Edge "dangling": Target node "ghost_0" does not exist')
    expect(error.details).toEqual({
      issues: [expect.objectContaining({ code: 'MISSING_NODE', edgeId: 'dangling', nodeId: 'ghost_0' })],
    })
  })

  it('keeps an edge to a missing handle and reports it', async () => {
    const flow = sampleFlow()
    const edge = flow.edges[1]
    if (!edge) throw new Error('sample has edges')
    edge.targetHandle = 'llmChain_0-input-nothing-BaseLanguageModel'
    const stored = await toStoredFlowData(JSON.stringify(flow), { allowCycles: false })
    expect(stored.warnings.map((w) => w.message)).toEqual([
      `Edge "${edge.id}": Node "llmChain_0" has no input handle "llmChain_0-input-nothing-BaseLanguageModel"`,
    ])
    expect((JSON.parse(stored.json) as typeof flow).edges[1]).toEqual(edge)
  })

  it('refuses duplicate node ids', async () => {
    const flow = sampleFlow()
    const node = flow.nodes[0]
    if (!node) throw new Error('sample has nodes')
    flow.nodes.push({ ...node, position: { x: 1, y: 1 } })
    expect((await rejection(JSON.stringify(flow))).message).toContain(`Node id "${node.id}" is used twice`)
  })

  it('strips editor-only fields of nodes and their data', async () => {
    const flow = sampleFlow()
    const withEditorState = {
      ...flow,
      nodes: flow.nodes.map((n) => ({
        ...n,
        selected: true,
        dragging: false,
        measured: { width: 300, height: 500 },
        positionAbsolute: { x: 1, y: 2 },
        resizing: false,
        width: 300,
        height: 500,
        data: { ...n.data, selected: true },
      })),
    }
    const stored: TFlowData = JSON.parse(
      (await toStoredFlowData(JSON.stringify(withEditorState), { allowCycles: false })).json,
    )
    for (const node of stored.nodes) {
      for (const field of ['selected', 'dragging', 'measured', 'positionAbsolute', 'resizing'])
        expect(node, field).not.toHaveProperty(field)
      expect(node.data).not.toHaveProperty('selected')
      expect(node).toMatchObject({ width: 300, height: 500 })
    }
    expect(stored.nodes.map((n) => n.data)).toEqual(flow.nodes.map((n) => n.data))
  })

  it('keeps nodes of unknown types, with their edges', async () => {
    const flow = sampleFlow()
    const model = flow.nodes.find((n) => n.data.name === 'chatOpenAI')
    if (!model) throw new Error('sample has a model')
    model.data = { ...model.data, name: 'someFutureModel', label: 'Future model' }
    const stored: TFlowData = JSON.parse(
      (await toStoredFlowData(JSON.stringify(flow), { allowCycles: false })).json,
    )
    expect(stored.nodes.find((n) => n.id === model.id)?.data).toEqual(model.data)
    expect(stored.edges).toEqual(flow.edges)
  })
})

describe('cycles', () => {
  /** A Chain Tool wrapping a Tool Agent that uses that same tool: valid edges, but a loop. */
  function agentToolLoop(): TFlowData {
    const place = (name: string, x: number, nodes: TFlowData['nodes']) => {
      const descriptor = getNodeDescriptor(name)
      if (!descriptor) throw new Error(name)
      return createNode(descriptor, { x, y: 0 }, nodes)
    }
    let flow: TFlowData = { nodes: [], edges: [] }
    for (const [name, x] of [
      ['chainTool', 0],
      ['toolAgent', 400],
    ] as const)
      flow = { ...flow, nodes: [...flow.nodes, place(name, x, flow.nodes)] }
    const [tool, agent] = flow.nodes
    if (!tool || !agent) throw new Error('nodes')
    const link = (from: typeof tool, to: typeof tool, input: string) => {
      const targetHandle = to.data.inputAnchors.find((a) => a.name === input)?.id ?? ''
      for (const output of getAllOutputHandles(from.data)) {
        const added = addEdge(flow, { source: from.id, sourceHandle: output.id, target: to.id, targetHandle })
        if (added.ok) return added.value.flow
      }
      throw new Error(`cannot connect ${from.id} → ${to.id}.${input}`)
    }
    flow = link(tool, agent, 'tools')
    flow = link(agent, tool, 'baseChain')
    return flow
  }

  it('a chatflow with a cycle is refused at save time, naming its nodes', async () => {
    const error = await toStoredFlowData(JSON.stringify(agentToolLoop()), { allowCycles: false }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AppError)
    if (!(error instanceof AppError)) return
    expect(error.statusCode).toBe(400)
    expect(error.message).toMatch(/^Invalid flowData: The flow has a cycle through nodes: .*chainTool_0/)
    expect(error.message).toContain('toolAgent_0')
  })

  it('an agent flow may loop', async () => {
    const stored = await toStoredFlowData(JSON.stringify(agentToolLoop()), { allowCycles: true })
    expect(stored.nodeCount).toBe(2)
  })
})

describe('migrateStoredFlowData', () => {
  it('migrates an older known node and leaves an unknown node exactly as written', async () => {
    const descriptor = getNodeDescriptor('bufferMemory')
    if (!descriptor) throw new Error('bufferMemory is in the catalogue')
    const memory = createNode(descriptor, { x: 0, y: 0 }, [])
    memory.data.version = 1
    const unknown = {
      id: 'exampleStepAgentflow_0',
      type: 'agentFlow',
      position: { x: 300, y: 0 },
      data: {
        name: 'exampleStepAgentflow',
        id: 'exampleStepAgentflow_0',
        outputAnchors: [{ id: 'o', name: 0 }],
      },
    }
    const raw = JSON.stringify({ nodes: [memory, unknown], edges: [] })
    const migrated = await migrateStoredFlowData(raw)
    expect(migrated).not.toBe(raw)
    const nodes = (JSON.parse(migrated) as { nodes: { id: string; data: { version?: number } }[] }).nodes
    expect(nodes[0]?.data.version).toBe(2)
    expect(JSON.stringify(nodes[1])).toBe(JSON.stringify(unknown))
  })
})
