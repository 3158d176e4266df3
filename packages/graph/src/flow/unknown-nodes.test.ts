import { describe, expect, it } from 'vitest'
import { clone } from '../clone'
import { IssueCodes } from '../issue'
import { ZFlowData, type TFlowData, type TFlowNode } from '../schema/flow-data'
import {
  inputHandle,
  outputHandle,
  place,
  modelDescriptor,
  chainDescriptor,
  testDescriptors,
} from '../testing/sample-flow'
import { canConnect } from './can-connect'
import { hydrateFlow } from './hydrate-flow'
import { migrateFlow } from './migrate-flow'
import { validateFlow } from './validate-flow'

/** A vector store the test catalogue lacks, stored as a Flowise v1 chatflow writes it. */
const storeNode = (): TFlowNode => ({
  id: 'vectorStore_0',
  type: 'customNode',
  position: { x: 400, y: 0 },
  width: 300,
  height: 500,
  data: {
    id: 'vectorStore_0',
    label: 'Some Vector Store',
    version: 7,
    name: 'someVectorStore',
    type: 'SomeVectorStore',
    baseClasses: ['SomeVectorStore', 'VectorStoreRetriever', 'BaseRetriever'],
    category: 'Vector Stores',
    inputParams: [{ id: 'vectorStore_0-input-index-string', name: 'index', label: 'Index', type: 'string' }],
    inputAnchors: [
      {
        id: 'vectorStore_0-input-document-Document',
        name: 'document',
        label: 'Document',
        type: 'Document',
        list: true,
        optional: true,
      },
      {
        id: 'vectorStore_0-input-model-BaseLanguageModel',
        name: 'model',
        label: 'Model',
        type: 'BaseLanguageModel',
      },
    ],
    inputs: { index: 'docs', document: '', model: '{{model_0.data.instance}}', topK: 4 },
    outputAnchors: [
      {
        name: 'output',
        label: 'Output',
        type: 'options',
        options: [
          {
            id: 'vectorStore_0-output-retriever-SomeVectorStore|VectorStoreRetriever|BaseRetriever',
            name: 'retriever',
            label: 'Retriever',
            type: 'SomeVectorStore | VectorStoreRetriever | BaseRetriever',
          },
          {
            id: 'vectorStore_0-output-vectorStore-SomeVectorStore|VectorStore',
            name: 'vectorStore',
            label: 'Vector Store',
            type: 'SomeVectorStore | VectorStore',
          },
        ],
        default: 'retriever',
      },
    ],
    outputs: { output: 'retriever' },
    custom: { kept: true },
  },
})

/** Model → unknown store (input) and unknown store (output) → chain: edges on both sides of the unknown node. */
const chatflow = (): TFlowData => {
  const model = place(modelDescriptor, 'model_0')
  const chain = place(chainDescriptor, 'chain_0', 800)
  const store = storeNode()
  return {
    nodes: [model, store, chain],
    edges: [
      {
        id: 'e1',
        source: 'model_0',
        sourceHandle: outputHandle(model),
        target: 'vectorStore_0',
        targetHandle: 'vectorStore_0-input-model-BaseLanguageModel',
        type: 'buttonedge',
      },
      {
        id: 'e2',
        source: 'vectorStore_0',
        sourceHandle: 'vectorStore_0-output-retriever-SomeVectorStore|VectorStoreRetriever|BaseRetriever',
        target: 'chain_0',
        targetHandle: inputHandle(chain, 'tools'),
        type: 'buttonedge',
      },
    ],
  }
}

const v2Node = (
  id: string,
  name: string,
  outputs: { id: string; name: number | string; label: string }[],
) => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: {
    id,
    name,
    label: name,
    version: 1,
    type: name,
    baseClasses: [name],
    inputParams: [],
    inputAnchors: [],
    inputs: {},
    outputAnchors: outputs,
    outputs: {},
    color: '#7EE787',
  },
})

/** Agentflow v2: edges target the node itself (targetHandle = node id); condition outputs have numeric names. */
const agentflowV2 = (): TFlowData =>
  ZFlowData.parse({
    nodes: [
      v2Node('startAgentflow_0', 'startAgentflow', [
        { id: 'startAgentflow_0-output-startAgentflow', name: 'startAgentflow', label: 'Start' },
      ]),
      v2Node('conditionAgentflow_0', 'conditionAgentflow', [
        { id: 'conditionAgentflow_0-output-0', name: 0, label: '0' },
        { id: 'conditionAgentflow_0-output-1', name: 1, label: '1' },
      ]),
      v2Node('llmAgentflow_0', 'llmAgentflow', [
        { id: 'llmAgentflow_0-output-llmAgentflow', name: 'llmAgentflow', label: 'LLM' },
      ]),
      v2Node('llmAgentflow_1', 'llmAgentflow', [
        { id: 'llmAgentflow_1-output-llmAgentflow', name: 'llmAgentflow', label: 'LLM' },
      ]),
    ],
    edges: [
      {
        id: 'a',
        source: 'startAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        target: 'conditionAgentflow_0',
        targetHandle: 'conditionAgentflow_0',
        type: 'agentFlow',
        data: { sourceColor: '#7EE787' },
      },
      {
        id: 'b',
        source: 'conditionAgentflow_0',
        sourceHandle: 'conditionAgentflow_0-output-0',
        target: 'llmAgentflow_0',
        targetHandle: 'llmAgentflow_0',
        type: 'agentFlow',
      },
      {
        id: 'c',
        source: 'conditionAgentflow_0',
        sourceHandle: 'conditionAgentflow_0-output-1',
        target: 'llmAgentflow_1',
        targetHandle: 'llmAgentflow_1',
        type: 'agentFlow',
      },
      {
        id: 'd',
        source: 'llmAgentflow_0',
        sourceHandle: 'llmAgentflow_0-output-llmAgentflow',
        target: 'llmAgentflow_1',
        targetHandle: 'llmAgentflow_1',
        type: 'agentFlow',
      },
    ],
  })

const load = (flow: TFlowData) => hydrateFlow(flow, testDescriptors, { migrations: 'run' })

describe('a flow with unknown nodes', () => {
  it.each([
    ['a chatflow (edges into and out of the unknown node)', chatflow, ['vectorStore_0']],
    [
      'an Agentflow v2 flow (edges target the node itself)',
      agentflowV2,
      ['startAgentflow_0', 'conditionAgentflow_0', 'llmAgentflow_0', 'llmAgentflow_1'],
    ],
  ])('%s hydrates unchanged, keeps every edge and validates', (_case, make, unknownIds) => {
    const stored = make()
    const { flow, unknownNodes } = load(clone(stored))
    expect(unknownNodes.map((n) => n.id)).toEqual(unknownIds)
    for (const id of unknownIds)
      expect(flow.nodes.find((n) => n.id === id)).toEqual(stored.nodes.find((n) => n.id === id))
    expect(flow.edges).toEqual(stored.edges)
    expect(validateFlow(flow, unknownNodes).ok).toBe(true)
    expect(migrateFlow(stored, testDescriptors).flow).toEqual(stored)
  })

  it('round-trips through JSON and a second load to an equal document (key order aside)', () => {
    const once = load(chatflow())
    const text = JSON.stringify(once.flow)
    const twice = load(ZFlowData.parse(JSON.parse(text)))
    expect(twice.flow).toEqual(JSON.parse(text))
  })

  it('takes unknown nodes from the document as written when given it (numeric names, key order)', () => {
    const written = {
      nodes: [
        {
          data: { outputAnchors: [{ id: 'x_0-output-0', name: 0 }], name: 'x', id: 'x_0' },
          id: 'x_0',
          position: { x: 1, y: 2 },
          selected: true,
        },
      ],
      edges: [],
    }
    const { flow } = hydrateFlow(ZFlowData.parse(written), testDescriptors, {
      migrations: 'keep',
      sent: () => written,
    })
    expect(JSON.stringify(flow.nodes[0])).toBe(
      JSON.stringify({ data: written.nodes[0]?.data, id: 'x_0', position: { x: 1, y: 2 } }),
    )
    expect(load(ZFlowData.parse(written)).flow.nodes[0]?.data.outputAnchors[0]?.name).toBe('0')
  })

  it('is refused without knowing which nodes are unknown (the strict rule for known nodes)', () => {
    const { flow } = load(chatflow())
    const result = validateFlow(flow)
    expect(result.ok).toBe(false)
  })

  it('keeps Agentflow v2 edges as control flow: into the node itself, not into a handle it lacks', () => {
    const { flow } = load(agentflowV2())
    expect(validateFlow(flow).ok).toBe(true)
    const edge = flow.edges[0]
    if (!edge) throw new Error('the fixture has edges')
    const wrong = { ...flow, edges: [{ ...edge, targetHandle: `${edge.target}-input-x` }] }
    expect(validateFlow(wrong).ok).toBe(false)
  })

  it.each([
    [
      'an output the unknown node does not store',
      (f: TFlowData) => f.edges[1] && (f.edges[1].sourceHandle = 'vectorStore_0-output-gone-BaseRetriever'),
      /Node "vectorStore_0" \(unknown type "someVectorStore"\) stores no output handle "vectorStore_0-output-gone-BaseRetriever"/,
    ],
    [
      'an input the unknown node does not store',
      (f: TFlowData) =>
        f.edges[0] && (f.edges[0].targetHandle = 'vectorStore_0-input-gone-BaseLanguageModel'),
      /stores no input handle "vectorStore_0-input-gone-BaseLanguageModel"/,
    ],
    [
      "a known node's missing handle next to an unknown node",
      (f: TFlowData) => f.edges[1] && (f.edges[1].targetHandle = 'chain_0-input-gone-Tool'),
      /Node "chain_0" has no input handle "chain_0-input-gone-Tool"/,
    ],
  ])('reports %s', (_case, change, message) => {
    const f = chatflow()
    change(f)
    const { flow, unknownNodes } = load(f)
    const result = validateFlow(flow, unknownNodes)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error[0]?.code).toBe(IssueCodes.MissingHandle)
      expect(result.error.map((i) => i.message).join('\n')).toMatch(message)
    }
  })

  it('accepts a stored handle named with the types of another version', () => {
    const f = chatflow()
    if (f.edges[1]) f.edges[1].sourceHandle = 'vectorStore_0-output-retriever-SomeVectorStore|BaseRetriever'
    const { flow, unknownNodes } = load(f)
    expect(validateFlow(flow, unknownNodes).ok).toBe(true)
  })

  it('keeps the strict rule between known nodes', () => {
    const f = chatflow()
    const isUnknown = (id: string) => id === 'vectorStore_0'
    const connection = {
      source: 'model_0',
      sourceHandle: outputHandle(f.nodes[0] as TFlowNode),
      target: 'chain_0',
      targetHandle: 'chain_0-input-tools-Tool',
    }
    expect(canConnect(connection, f, { isUnknown }).ok).toBe(false)
  })
})
