import { describe, expect, it } from 'vitest'
import { clone } from '../clone'
import { IssueCodes } from '../issue'
import type { TFlowData } from '../schema/flow-data'
import { sampleFlow } from '../testing/sample-flow'
import { validateFlow } from './validate-flow'

const edit = (change: (f: TFlowData) => void): TFlowData => {
  const f = sampleFlow()
  change(f)
  return f
}

describe('validateFlow', () => {
  it('accepts a sound flow', () => expect(validateFlow(sampleFlow()).ok).toBe(true))

  it.each([
    [
      'an edge to a missing node',
      edit((f) => (f.nodes = f.nodes.filter((n) => n.id !== 'model_0'))),
      IssueCodes.MissingNode,
      /Edge "model_0->chain_0\.model": Source node "model_0" does not exist/,
    ],
    [
      'an edge from a missing output handle',
      edit((f) => f.edges[0] && (f.edges[0].sourceHandle = 'model_0-output-old-ChatModel')),
      IssueCodes.MissingHandle,
      /Node "model_0" has no output handle "model_0-output-old-ChatModel"/,
    ],
    [
      'an edge into a missing input handle',
      edit((f) => f.edges[1] && (f.edges[1].targetHandle = 'chain_0-input-gone-BasePromptTemplate')),
      IssueCodes.MissingHandle,
      /Node "chain_0" has no input handle "chain_0-input-gone-BasePromptTemplate"/,
    ],
    [
      'two edges into a single input',
      edit((f) => f.edges[0] && f.edges.push({ ...f.edges[0], id: 'again' })),
      IssueCodes.TargetOccupied,
      /Edge "again"/,
    ],
    [
      'a duplicate edge id',
      edit((f) => f.edges[2] && f.edges[3] && (f.edges[3].id = f.edges[2].id)),
      IssueCodes.DuplicateEdgeId,
      /used twice/,
    ],
    [
      'a duplicate node id',
      edit((f) => f.nodes[3] && f.nodes.push(clone(f.nodes[3]))),
      IssueCodes.DuplicateNodeId,
      /Node id "tool_0" is used twice/,
    ],
  ])('reports %s', (_case, flow, code, message) => {
    const result = validateFlow(flow)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.map((i) => i.code)).toContain(code)
      expect(result.error.map((i) => i.message).join('\n')).toMatch(message)
    }
  })
})
