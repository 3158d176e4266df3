import { describe, expect, it } from 'vitest'
import type { TFlowNode } from '@unikflow/graph'
import { applyOverrides } from './apply-overrides'

const node = (id: string, name: string, inputs: Record<string, unknown>): TFlowNode => ({
  id,
  type: 'customNode',
  position: { x: 0, y: 0 },
  data: {
    id,
    name,
    label: name,
    baseClasses: [],
    inputParams: [],
    inputAnchors: [],
    inputs,
    outputAnchors: [],
    outputs: {},
  },
})

describe('applyOverrides', () => {
  const saved = { must: [{ key: 'metadata.a', match: { value: 1 } }], should: [{ has_id: ['x'] }] }
  const nodes = [
    node('q', 'qdrant', { qdrantFilter: JSON.stringify(saved), topK: 4 }),
    node('c', 'chroma', { chromaMetadataFilter: { lang: 'en' } }),
  ]
  const allowed = { qdrant: ['qdrantFilter', 'topK'], chroma: ['chromaMetadataFilter'] }

  it('merges an object into a saved object or its JSON text key by key (Flowise does)', () => {
    const must = [{ key: 'metadata.b', match: { value: 2 } }]
    const inputs = applyOverrides(
      nodes,
      { qdrantFilter: { must }, chromaMetadataFilter: { c: { source: 'faq' } } },
      allowed,
    )
    expect(inputs.get('q')?.qdrantFilter).toEqual({ must, should: saved.should })
    expect(inputs.get('c')?.chromaMetadataFilter).toEqual({ lang: 'en', source: 'faq' })
    // The flow's own inputs are left as they were.
    expect(nodes[1]?.data.inputs.chromaMetadataFilter).toEqual({ lang: 'en' })
  })

  it('replaces anything else: text, numbers, an object for an input that held no object', () => {
    const inputs = applyOverrides(nodes, { qdrantFilter: '{"must": []}', topK: 2 }, allowed)
    expect(inputs.get('q')).toEqual({ qdrantFilter: '{"must": []}', topK: 2 })
    const empty = [node('q', 'qdrant', { qdrantFilter: '' })]
    expect(applyOverrides(empty, { qdrantFilter: { must: [] } }, allowed).get('q')?.qdrantFilter).toEqual({
      must: [],
    })
  })
})
