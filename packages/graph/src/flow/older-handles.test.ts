import { describe, expect, it } from 'vitest'
import { IssueCodes } from '../issue'
import type { TFlowData } from '../schema/flow-data'
import type { TNodeDescriptor, TNodeInputs } from '../schema/node-descriptor'
import { chainDescriptor, place, sampleFlow, testDescriptors } from '../testing/sample-flow'
import { hydrateFlow } from './hydrate-flow'
import { migrateFlow } from './migrate-flow'
import { remapEdgeHandles } from './remap-edge-handles'
import { partitionFlowIssues, validateFlow } from './validate-flow'

const keep = (i: TNodeInputs) => i

/** `chain` at version 3: version 1 called its model input `llm`, version 2 called it `languageModel`. */
const chainRenamingItsModel = (): TNodeDescriptor[] =>
  testDescriptors.map((d) =>
    d.name === 'chain'
      ? {
          ...chainDescriptor,
          version: 3,
          migrations: [
            { fromVersion: 1, up: keep, handles: { inputs: { llm: 'languageModel' } } },
            { fromVersion: 2, up: keep, handles: { inputs: { languageModel: 'model' } } },
          ],
        }
      : d,
  )

/** The sample flow saved by chain version 1: its model edge ends at `llm`. */
function savedWithLlmInput(): TFlowData {
  const flow = sampleFlow()
  const edge = flow.edges.find((e) => e.target === 'chain_0' && e.targetHandle.includes('-input-model-'))
  if (!edge) throw new Error('sample has a model edge')
  edge.targetHandle = 'chain_0-input-llm-BaseChatModel'
  return flow
}

describe('migrations rename handles, edges follow', () => {
  it('migrateFlow moves the edge through every renaming step', () => {
    const { flow } = migrateFlow(savedWithLlmInput(), chainRenamingItsModel())
    expect(flow.edges.map((e) => e.targetHandle)).toContain('chain_0-input-model-BaseChatModel')
    expect(flow.edges.some((e) => e.targetHandle.includes('-llm-'))).toBe(false)
  })

  it('hydrateFlow does the same for a flow stored before, and the flow validates', () => {
    const { flow } = hydrateFlow(savedWithLlmInput(), chainRenamingItsModel(), { migrations: 'run' })
    expect(flow.edges.map((e) => e.targetHandle)).toContain('chain_0-input-model-BaseLanguageModel')
    expect(validateFlow(flow).ok).toBe(true)
  })

  it('a node already at the current version is not renamed', () => {
    const flow = savedWithLlmInput()
    for (const node of flow.nodes) if (node.id === 'chain_0') node.data.version = 3
    expect(migrateFlow(flow, chainRenamingItsModel()).flow.edges).toBe(flow.edges)
  })
})

/** A loader as Flowise has it today: two outputs to pick; older versions had one anchor named `loader`. */
const loaderDescriptor: TNodeDescriptor = {
  ...chainDescriptor,
  name: 'loader',
  label: 'Loader',
  type: 'Document',
  baseClasses: ['Document'],
  inputs: [],
  outputs: [
    { name: 'document', label: 'Document', baseClasses: ['Document', 'json'] },
    { name: 'text', label: 'Text', baseClasses: ['string', 'json'] },
  ],
}
/** A store that once offered `retriever` and `vectorStore` and now has one anchor named after itself. */
const storeDescriptor: TNodeDescriptor = {
  ...chainDescriptor,
  name: 'store',
  label: 'Store',
  type: 'Store',
  baseClasses: ['Store', 'VectorIndexRetriever'],
  inputs: [],
  outputs: undefined,
}

describe('an output whose name is gone is found by its types', () => {
  const nodes = [place(loaderDescriptor, 'loader_0'), place(storeDescriptor, 'store_0')]
  const edgeFrom = (source: string, sourceHandle: string) => ({
    id: sourceHandle,
    source,
    sourceHandle,
    target: 'chain_0',
    targetHandle: 'chain_0-input-tools-Tool',
  })
  const remapped = (source: string, handle: string) =>
    remapEdgeHandles([edgeFrom(source, handle)], nodes)[0]?.sourceHandle

  it.each([
    [
      'the single anchor named after the node',
      'loader_0',
      'loader_0-output-loader-Document',
      'loader_0-output-document-Document|json',
    ],
    [
      'an output a node with one anchor offered before',
      'store_0',
      'store_0-output-retriever-Store|VectorIndexRetriever',
      'store_0-output-store-Store|VectorIndexRetriever',
    ],
    [
      'not when only the node type is shared',
      'store_0',
      'store_0-output-vectorStore-Store|VectorStoreIndex',
      'store_0-output-vectorStore-Store|VectorStoreIndex',
    ],
    [
      'not for another name on a node with outputs to pick',
      'loader_0',
      'loader_0-output-gone-Document',
      'loader_0-output-gone-Document',
    ],
  ])('%s', (_case, source, saved, expected) => expect(remapped(source, saved)).toBe(expected))
})

describe('partitionFlowIssues', () => {
  it('keeps an edge whose handle matches nothing as a warning; other problems refuse the flow', () => {
    const flow = sampleFlow()
    const [first] = flow.edges
    if (!first) throw new Error('sample has edges')
    flow.edges.push({ ...first, id: 'stale', sourceHandle: 'model_0-output-gone-Nothing' })
    flow.edges.push({ ...first, id: 'dangling', source: 'nowhere_0' })
    const checked = validateFlow(flow)
    if (checked.ok) throw new Error('has problems')
    const { errors, warnings } = partitionFlowIssues(checked.error)
    expect(warnings).toEqual([expect.objectContaining({ code: IssueCodes.MissingHandle, edgeId: 'stale' })])
    expect(errors).toEqual([expect.objectContaining({ code: IssueCodes.MissingNode, edgeId: 'dangling' })])
  })
})
