import { describe, expect, it } from 'vitest'
import type { TFlowData, TFlowNode } from '../schema/flow-data'
import {
  chainDescriptor,
  inputHandle,
  outputHandle,
  place,
  promptDescriptor,
  sampleFlow,
} from '../testing/sample-flow'
import { addEdge } from './add-edge'
import { deleteEdge } from './delete-edge'
import { deleteNode } from './delete-node'
import { DUPLICATE_OFFSET_X, duplicateNode } from './duplicate-node'

const nodeIn = (flow: TFlowData, id: string): TFlowNode => {
  const n = flow.nodes.find((x) => x.id === id)
  if (!n) throw new Error(id)
  return n
}

/** sampleFlow plus chain_1 whose prediction feeds prompt_0's variable-accepting inputs. */
function withVariables(): TFlowData {
  const flow = sampleFlow()
  const upstream = place(chainDescriptor, 'chain_1', 800)
  flow.nodes.push(upstream)
  const prompt = nodeIn(flow, 'prompt_0')
  prompt.data.inputs.promptValues = '{"answer":"{{chain_1.data.instance}}","q":"{{question}}"}'
  prompt.data.inputs.note = 'see {{chain_1.data.instance}} and {{model_0.data.instance}}'
  for (const input of ['promptValues', 'note']) {
    flow.edges.push({
      id: `chain_1->prompt_0.${input}`,
      source: 'chain_1',
      sourceHandle: outputHandle(upstream, 'prediction'),
      target: 'prompt_0',
      targetHandle: inputHandle(prompt, input),
    })
  }
  return flow
}

describe('deleteNode', () => {
  it.each([
    ['an anchor input is emptied', 'model_0', 'chain_0', 'model', ''],
    ['a list input loses the reference', 'tool_0', 'chain_0', 'tools', ['{{tool_1.data.instance}}']],
    [
      'a variable input loses the placeholder text',
      'chain_1',
      'prompt_0',
      'promptValues',
      '{"answer":"","q":"{{question}}"}',
    ],
    [
      'free text loses the placeholder text',
      'chain_1',
      'prompt_0',
      'note',
      'see  and {{model_0.data.instance}}',
    ],
    [
      'a reference typed without an edge goes too',
      'model_0',
      'prompt_0',
      'note',
      'see {{chain_1.data.instance}} and ',
    ],
  ])('%s', (_case, deleted, target, input, expected) => {
    const before = withVariables()
    const { flow, changed } = deleteNode(before, deleted)
    expect(changed).toBe(true)
    expect(flow.nodes.map((n) => n.id)).not.toContain(deleted)
    expect(flow.edges.filter((e) => e.source === deleted || e.target === deleted)).toEqual([])
    expect(nodeIn(flow, target).data.inputs[input]).toEqual(expected)
    expect(nodeIn(before, target).data.inputs).not.toBe(nodeIn(flow, target).data.inputs)
  })

  it('removes the edges into a deleted node and keeps the others', () => {
    const { flow } = deleteNode(sampleFlow(), 'chain_0')
    expect(flow.edges).toEqual([])
    expect(flow.nodes).toHaveLength(4)
  })

  it('reports no change for a missing node', () => {
    const before = sampleFlow()
    expect(deleteNode(before, 'nope')).toEqual({ flow: before, changed: false })
  })
})

describe('deleteEdge', () => {
  it.each([
    ['model_0->chain_0.model', 'chain_0', 'model', ''],
    ['tool_1->chain_0.tools', 'chain_0', 'tools', ['{{tool_0.data.instance}}']],
    ['chain_1->prompt_0.promptValues', 'prompt_0', 'promptValues', '{"answer":"","q":"{{question}}"}'],
  ])('%s clears %s.%s', (edgeId, target, input, expected) => {
    const { flow, changed } = deleteEdge(withVariables(), edgeId)
    expect(changed).toBe(true)
    expect(flow.edges.map((e) => e.id)).not.toContain(edgeId)
    expect(nodeIn(flow, target).data.inputs[input]).toEqual(expected)
  })

  it('reports no change for a missing edge', () =>
    expect(deleteEdge(sampleFlow(), 'nope').changed).toBe(false))
})

describe('duplicateNode', () => {
  const before = sampleFlow()
  Object.assign(nodeIn(before, 'chain_0'), { selected: true })
  nodeIn(before, 'chain_0').data.inputs.source = 'notes.txt'
  const { flow, changed, nodeId } = duplicateNode(before, 'chain_0')
  const copy = nodeIn(flow, nodeId ?? '')

  it('adds a copy with a fresh id, 400 to the right, unselected', () => {
    expect(changed).toBe(true)
    expect(DUPLICATE_OFFSET_X).toBe(400)
    expect(nodeId).toBe('chain_1')
    expect(copy.position).toEqual({ x: 400 + 400, y: 0 })
    expect(copy).not.toHaveProperty('selected')
    expect(copy.data.id).toBe('chain_1')
    expect(flow.edges).toEqual(before.edges)
  })

  it.each([
    ['input param ids', () => copy.data.inputParams.map((p) => p.id)],
    ['input anchor ids', () => copy.data.inputAnchors.map((p) => p.id)],
    [
      'output ids',
      () =>
        copy.data.outputAnchors.flatMap((a) =>
          ('options' in a && Array.isArray(a.options) ? a.options : [a]).map((o) => o.id),
        ),
    ],
  ])('re-derives %s', (_case, ids) => {
    for (const id of ids()) expect(id).toMatch(/^chain_1-(input|output)-/)
  })

  it.each([
    ['model', ''],
    ['tools', []],
    ['source', 'notes.txt'],
  ])('input %s becomes %j', (input, expected) => expect(copy.data.inputs[input]).toEqual(expected))

  it('leaves the original untouched', () => {
    expect(nodeIn(flow, 'chain_0').data.inputs.model).toBe('{{model_0.data.instance}}')
    expect(duplicateNode(before, 'nope').changed).toBe(false)
  })
})

describe('addEdge', () => {
  const bare = (): TFlowData => {
    const f = sampleFlow()
    return {
      nodes: [
        ...f.nodes.map((n) => ({ ...n, data: { ...n.data, inputs: { ...n.data.inputs, tools: '' } } })),
      ],
      edges: [],
    }
  }
  const connect = (flow: TFlowData, source: string, target: string, input: string, output?: string) =>
    addEdge(flow, {
      source,
      sourceHandle: outputHandle(nodeIn(flow, source), output),
      target,
      targetHandle: inputHandle(nodeIn(flow, target), input),
    })

  it.each([
    [
      'sets an anchor input to the reference',
      'model_0',
      'chain_0',
      'model',
      undefined,
      '{{model_0.data.instance}}',
    ],
    ['starts a list input', 'tool_0', 'chain_0', 'tools', undefined, ['{{tool_0.data.instance}}']],
    ['keeps the text of a variable input', 'chain_0', 'prompt_0', 'promptValues', 'prediction', ''],
  ])('%s', (_case, source, target, input, output, expected) => {
    const result = connect(bare(), source, target, input, output)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.value.changed).toBe(true)
      expect(nodeIn(result.value.flow, target).data.inputs[input]).toEqual(expected)
      expect(result.value.edge.id).toBe(
        `${source}-${result.value.edge.sourceHandle}-${target}-${result.value.edge.targetHandle}`,
      )
    }
  })

  it('appends to a list input', () => {
    const first = connect(bare(), 'tool_0', 'chain_0', 'tools')
    const second = first.ok ? connect(first.value.flow, 'tool_1', 'chain_0', 'tools') : first
    expect(second.ok && nodeIn(second.value.flow, 'chain_0').data.inputs.tools).toEqual([
      '{{tool_0.data.instance}}',
      '{{tool_1.data.instance}}',
    ])
  })

  it('refuses what canConnect refuses, changing nothing', () => {
    const flow = bare()
    flow.nodes.push(place(promptDescriptor, 'prompt_1'))
    const result = connect(flow, 'prompt_1', 'chain_0', 'model')
    expect(result.ok).toBe(false)
  })
})
