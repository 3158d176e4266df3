import { describe, expect, it } from 'vitest'
import { chainDescriptor, modelDescriptor, promptDescriptor, toolDescriptor } from '../testing/sample-flow'
import { createNodeData } from './create-node-data'
import { createNode } from './create-node'
import { getUniqueNodeId } from './get-unique-node-id'

describe('createNodeData', () => {
  it.each([
    [modelDescriptor, ['credential', 'apiKey', 'temperature'], []],
    [promptDescriptor, ['template', 'promptValues', 'note'], []],
    [chainDescriptor, ['source', 'dir'], ['model', 'prompt', 'tools']],
    [toolDescriptor, [], []],
  ])('$name splits params from anchors', (descriptor, params, anchors) => {
    const data = createNodeData(descriptor, `${descriptor.name}_3`)
    expect(data.inputParams.map((p) => p.name)).toEqual(params)
    expect(data.inputAnchors.map((a) => a.name)).toEqual(anchors)
    for (const input of [...data.inputParams, ...data.inputAnchors]) {
      expect(input.id).toBe(`${descriptor.name}_3-input-${input.name}-${input.type}`)
    }
  })

  it('puts the credential selector first, with its credential names', () => {
    const [first] = createNodeData(modelDescriptor, 'model_0').inputParams
    expect(first).toMatchObject({ name: 'credential', type: 'credential', credentialNames: ['openAIApi'] })
  })

  it('fills defaults, and empty strings where there is none', () => {
    expect(createNodeData(modelDescriptor, 'model_0').inputs).toEqual({ apiKey: '', temperature: 0.9 })
  })

  it.each([
    [
      'a single output named after the node',
      toolDescriptor,
      [{ id: 'tool_0-output-tool-MyTool|Tool', type: 'MyTool | Tool' }],
      {},
    ],
    [
      'several outputs grouped into one options anchor, first default',
      chainDescriptor,
      [
        {
          name: 'output',
          type: 'options',
          default: 'chain',
          options: [
            { id: 'chain_0-output-chain-Chain|Runnable', name: 'chain', type: 'Chain | Runnable' },
            { id: 'chain_0-output-prediction-string|json', name: 'prediction', type: 'string | json' },
          ],
        },
      ],
      { output: 'chain' },
    ],
    ['no output when hidden', { ...toolDescriptor, hideOutput: true }, [], {}],
  ])('builds %s', (_case, descriptor, anchors, outputs) => {
    const data = createNodeData(descriptor, `${descriptor.name}_0`)
    expect(data.outputAnchors).toMatchObject(anchors)
    expect(data.outputAnchors).toHaveLength(anchors.length)
    expect(data.outputs).toEqual(outputs)
  })

  it('does not share default objects between nodes', () => {
    const d = {
      ...toolDescriptor,
      inputs: [{ name: 'rows', label: 'Rows', type: 'datagrid', default: [{ a: 1 }] }],
    }
    const a = createNodeData(d, 'tool_0')
    const b = createNodeData(d, 'tool_1')
    expect(a.inputs.rows).not.toBe(b.inputs.rows)
    expect(a.inputs.rows).toEqual(b.inputs.rows)
  })
})

describe('getUniqueNodeId', () => {
  it.each([
    [[], 'llmChain_0'],
    [[{ id: 'llmChain_0' }], 'llmChain_1'],
    [[{ id: 'llmChain_0' }, { id: 'llmChain_2' }], 'llmChain_1'],
    [[{ id: 'other_0' }], 'llmChain_0'],
  ])('with %j gives %s', (nodes, id) => expect(getUniqueNodeId('llmChain', nodes)).toBe(id))

  it('createNode places a fresh node', () => {
    const node = createNode(toolDescriptor, { x: 5, y: 6 }, [{ id: 'tool_0' }])
    expect(node).toMatchObject({
      id: 'tool_1',
      type: 'customNode',
      position: { x: 5, y: 6 },
      data: { id: 'tool_1' },
    })
    expect(
      createNode(
        { ...toolDescriptor, name: 'stickyNote', capabilities: { annotation: true } },
        { x: 0, y: 0 },
        [],
      ).type,
    ).toBe('stickyNote')
  })
})
