import { describe, expect, it } from 'vitest'
import { canConnect, createNodeData, getAllOutputHandles, type TFlowNode } from '@unikflow/graph'
import { getNodeDescriptor, nodeDescriptors } from '../index'

function node(name: string, id = `${name}_0`): TFlowNode {
  const descriptor = getNodeDescriptor(name)
  if (!descriptor) throw new Error(`no node ${name}`)
  return { id, position: { x: 0, y: 0 }, data: createNodeData(descriptor, id) }
}

/** Whether `from`'s output may feed `to`'s input named `input` (the canvas and server use canConnect). */
function connects(from: string, to: string, input: string): boolean {
  const source = node(from, `${from}_1`)
  const target = node(to)
  const sourceHandle = getAllOutputHandles(source.data)[0]?.id ?? ''
  const targetHandle = target.data.inputAnchors.find((a) => a.name === input)?.id ?? `${target.id}-missing`
  return canConnect(
    { source: source.id, sourceHandle, target: target.id, targetHandle },
    { nodes: [source, target], edges: [] },
  ).ok
}

describe('UPDL nodes', () => {
  it('sit in the UPDL category', () => {
    const names = nodeDescriptors.filter((d) => d.category === 'UPDL').map((d) => d.name)
    expect(names).toEqual([
      'space',
      'object',
      'camera',
      'light',
      'data',
      'entity',
      'component',
      'event',
      'action',
      'universo',
    ])
  })

  it.each([
    ['object', 'space', 'objects', true],
    ['light', 'space', 'lights', true],
    ['camera', 'space', 'camera', true],
    ['data', 'space', 'data', true],
    ['space', 'space', 'previousSpace', true],
    ['data', 'data', 'answers', true],
    ['object', 'data', 'objects', true],
    ['component', 'entity', 'components', true],
    ['event', 'entity', 'events', true],
    ['action', 'event', 'actions', true],
    ['entity', 'space', 'entities', true],
    ['universo', 'space', 'universo', true],
    ['light', 'space', 'objects', false],
    ['object', 'space', 'camera', false],
    ['space', 'data', 'answers', false],
    ['action', 'entity', 'components', false],
    ['camera', 'data', 'objects', false],
  ])('%s → %s.%s connects: %s', (from, to, input, expected) => {
    expect(connects(from, to, input)).toBe(expected)
  })

  it('refuses UPDL wiring into chat nodes', () => {
    const llm = node('llmChain')
    const object = node('object')
    const handle = llm.data.inputAnchors[0]?.id ?? ''
    const out = getAllOutputHandles(object.data)[0]?.id ?? ''
    expect(
      canConnect(
        { source: object.id, sourceHandle: out, target: llm.id, targetHandle: handle },
        { nodes: [object, llm], edges: [] },
      ).ok,
    ).toBe(false)
  })
})
