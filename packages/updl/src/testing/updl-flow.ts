import type { TFlowData, TFlowEdge, TFlowNode } from '@unikflow/graph'

/** Hand-made UPDL flows for tests: nodes carry only what buildScene reads. */
export function updlNode(
  id: string,
  name: string,
  inputs: Record<string, unknown> = {},
  position = { x: 0, y: 0 },
): TFlowNode {
  return {
    id,
    position,
    data: {
      id,
      name,
      label: id,
      baseClasses: [],
      inputParams: [],
      inputAnchors: [],
      inputs,
      outputAnchors: [],
      outputs: {},
    },
  }
}

/** `from` feeds `to` (handles are not read by buildScene, only the direction). */
export const wire = (from: string, to: string): TFlowEdge => ({
  id: `${from}->${to}`,
  source: from,
  target: to,
  sourceHandle: `${from}-output`,
  targetHandle: `${to}-input`,
})

export const flowOf = (nodes: TFlowNode[], edges: TFlowEdge[] = []): TFlowData => ({ nodes, edges })

/** Two questions, two answers each, a lead form and a results space: the sample quiz of the tests. */
export function twoQuestionQuiz(): TFlowData {
  return flowOf(
    [
      updlNode('s1', 'space', {
        spaceName: 'Start',
        showPoints: true,
        collectLeadName: true,
        collectLeadEmail: 'true',
      }),
      updlNode('q1', 'data', { dataType: 'question', content: 'Capital of France?' }),
      updlNode(
        'a1',
        'data',
        { dataType: 'answer', content: 'Paris', isCorrect: true, enablePoints: true, pointsValue: 10 },
        { x: 0, y: 0 },
      ),
      updlNode(
        'a2',
        'data',
        { dataType: 'answer', content: 'Rome', enablePoints: true, pointsValue: -5 },
        { x: 0, y: 100 },
      ),
      updlNode('o1', 'object', { objectType: 'sphere', color: '#ff0000', positionY: '1.5' }),
      updlNode('s2', 'space', { spaceName: 'Second' }),
      updlNode('q2', 'data', { dataType: 'question', content: '2 + 2?' }),
      updlNode('b1', 'data', {
        dataType: 'answer',
        content: '4',
        isCorrect: true,
        enablePoints: true,
        pointsValue: 500,
      }),
      updlNode(
        'b2',
        'data',
        { dataType: 'answer', content: '5', enablePoints: false, pointsValue: 50 },
        { x: 0, y: 50 },
      ),
      updlNode('r', 'space', { spaceName: 'Results', spaceType: 'results' }),
    ],
    [
      wire('q1', 's1'),
      wire('a2', 'q1'),
      wire('a1', 'q1'),
      wire('o1', 'a1'),
      wire('s1', 's2'),
      wire('q2', 's2'),
      wire('b1', 'q2'),
      wire('b2', 'q2'),
    ],
  )
}
