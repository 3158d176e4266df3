import { describe, expect, it } from 'vitest'
import type { TFlowData, TFlowEdge } from '../schema/flow-data'
import { IssueCodes } from '../issue'
import { findEndingNodes } from './find-ending-nodes'
import { findStartNodes } from './find-start-nodes'
import { getChildren } from './get-children'
import { getConnectedEdges, getIncomingEdges, getOutgoingEdges } from './get-connected-edges'
import { getParents } from './get-parents'
import { mapEdgesBySource } from './map-edges-by-source'
import { mapEdgesByTarget } from './map-edges-by-target'
import { topoSort } from './topo-sort'

const e = (source: string, target: string): TFlowEdge => ({
  id: `${source}>${target}`,
  source,
  target,
  sourceHandle: `${source}-output-x-T`,
  targetHandle: `${target}-input-x-T`,
})
const node = (id: string, type = 'customNode') => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: {
    id,
    name: id,
    baseClasses: [],
    inputParams: [],
    inputAnchors: [],
    inputs: {},
    outputAnchors: [],
    outputs: {},
  },
})
// a → b → d, a → c → d, d → e; note is a sticky note
const edges = [e('a', 'b'), e('a', 'c'), e('b', 'd'), e('c', 'd'), e('d', 'e')]
const flow: TFlowData = {
  nodes: ['e', 'd', 'c', 'b', 'a'].map((id) => node(id)).concat(node('note', 'stickyNote')),
  edges,
}

describe('traversal', () => {
  it.each([
    ['e', 1, ['d']],
    ['e', Infinity, ['d', 'b', 'c', 'a']],
    ['d', 1, ['b', 'c']],
    ['a', Infinity, []],
  ])('getParents(%s, depth %s)', (id, depth, ids) => expect(getParents(edges, id, depth)).toEqual(ids))

  it.each([
    ['a', 1, ['b', 'c']],
    ['a', Infinity, ['b', 'c', 'd', 'e']],
    ['e', Infinity, []],
  ])('getChildren(%s, depth %s)', (id, depth, ids) => expect(getChildren(edges, id, depth)).toEqual(ids))

  it('maps edges by target and by source', () => {
    expect(
      mapEdgesByTarget(edges)
        .get('d')
        ?.map((x) => x.source),
    ).toEqual(['b', 'c'])
    expect(
      mapEdgesBySource(edges)
        .get('a')
        ?.map((x) => x.target),
    ).toEqual(['b', 'c'])
    expect(mapEdgesByTarget(edges).get('a')).toBeUndefined()
  })

  it.each([
    ['connected', getConnectedEdges, 'd', ['b>d', 'c>d', 'd>e']],
    ['incoming', getIncomingEdges, 'd', ['b>d', 'c>d']],
    ['outgoing', getOutgoingEdges, 'd', ['d>e']],
  ])('%s edges', (_case, fn, id, ids) => expect(fn(edges, id).map((x) => x.id)).toEqual(ids))

  it('topoSort puts every node after its parents', () => {
    const result = topoSort(flow)
    expect(result).toEqual({ ok: true, value: ['a', 'c', 'b', 'd', 'e', 'note'] })
  })

  it('topoSort names the nodes of a cycle', () => {
    const result = topoSort({ ...flow, edges: [...edges, e('e', 'b')] })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error[0]?.code).toBe(IssueCodes.Cycle)
      expect(result.error[0]?.message).toContain('e, d, b')
    }
  })

  it('finds ending and start nodes, ignoring sticky notes', () => {
    expect(findEndingNodes(flow).map((n) => n.id)).toEqual(['e'])
    expect(findStartNodes(flow).map((n) => n.id)).toEqual(['a'])
  })
})
