import { describe, expect, it } from 'vitest'
import { buildScene } from './build-scene'
import { flowOf, twoQuestionQuiz, updlNode, wire } from './testing/updl-flow'
import { UpdlIssueCodes } from './updl-issue'

describe('buildScene', () => {
  it('reads an ordered two-question quiz with answers, points, objects, lead fields and results', () => {
    const result = buildScene(twoQuestionQuiz())
    if (!result.ok) throw new Error(JSON.stringify(result.error))
    const ir = result.value
    expect(ir.kind).toBe('quiz')
    expect(ir.title).toBe('Start')
    expect(ir.scenes.map((s) => s.name)).toEqual(['Start', 'Second'])
    expect(ir.results?.name).toBe('Results')
    expect(ir.showPoints).toBe(true)
    expect(ir.lead).toEqual({ name: true, email: true, phone: false })
    const [first, second] = ir.scenes
    expect(first?.question?.text).toBe('Capital of France?')
    // Answers follow canvas order (top to bottom), not edge order.
    expect(first?.question?.answers.map((a) => [a.text, a.isCorrect, a.points])).toEqual([
      ['Paris', true, 10],
      ['Rome', false, -5],
    ])
    expect(first?.question?.answers[0]?.objects[0]).toMatchObject({
      shape: 'sphere',
      color: '#ff0000',
      position: { x: 0, y: 1.5, z: 0 },
    })
    // Points are clamped to 100 and are 0 when switched off.
    expect(second?.question?.answers.map((a) => a.points)).toEqual([100, 0])
  })

  it('sets apart the answers of one question whose objects stand in one place, and keeps apart ones as placed', () => {
    const quiz = (x2: string) =>
      flowOf(
        [
          updlNode('s', 'space', {}),
          updlNode('q', 'data', { dataType: 'question', content: 'Which?' }),
          updlNode('a1', 'data', { dataType: 'answer', content: 'One' }, { x: 0, y: 0 }),
          updlNode('a2', 'data', { dataType: 'answer', content: 'Two' }, { x: 0, y: 100 }),
          updlNode('a3', 'data', { dataType: 'answer', content: 'Three' }, { x: 0, y: 200 }),
          updlNode('o1', 'object', { objectType: 'sphere', positionY: '0.5' }),
          updlNode('o2', 'object', { objectType: 'box', positionY: '0.5', positionX: x2 }),
          updlNode('o3', 'object', { objectType: 'box', positionY: '0.5', positionX: '-3' }),
          updlNode('o4', 'object', { objectType: 'box', positionY: '2', positionX: '-3' }),
        ],
        [
          wire('q', 's'),
          ...['a1', 'a2', 'a3'].map((a) => wire(a, 'q')),
          wire('o1', 'a1'),
          wire('o2', 'a2'),
          wire('o3', 'a3'),
          wire('o4', 'a3'),
        ],
      )
    const positions = (x2: string) => {
      const result = buildScene(quiz(x2))
      if (!result.ok) throw new Error(JSON.stringify(result.error))
      return result.value.scenes[0]?.question?.answers.map((a) =>
        a.objects.map((o) => [o.position.x, o.position.y]),
      )
    }
    // o1 and o2 both at the origin: the three answers side by side, 1.5 m apart, each answer's objects together.
    expect(positions('0')).toEqual([
      [[-1.5, 0.5]],
      [[0, 0.5]],
      [
        [1.5, 0.5],
        [1.5, 2],
      ],
    ])
    // Already apart: as the author placed them.
    expect(positions('3')).toEqual([
      [[0, 0.5]],
      [[3, 0.5]],
      [
        [-3, 0.5],
        [-3, 2],
      ],
    ])
  })
})

describe('buildScene: flows it refuses, and a single scene', () => {
  it.each([
    [
      'a flow without UPDL nodes',
      flowOf([updlNode('llm', 'llmChain')]),
      UpdlIssueCodes.NoUpdlNodes,
      'No UPDL nodes found in this flow',
    ],
    [
      'UPDL nodes but no Space',
      flowOf([updlNode('o', 'object')]),
      UpdlIssueCodes.NoSpace,
      'Add a Space node',
    ],
    [
      'Spaces in a loop',
      flowOf([updlNode('a', 'space'), updlNode('b', 'space')], [wire('a', 'b'), wire('b', 'a')]),
      UpdlIssueCodes.SpaceCycle,
      'loop',
    ],
    [
      'a loop after the first Space',
      flowOf(
        [updlNode('a', 'space'), updlNode('b', 'space'), updlNode('c', 'space')],
        [wire('a', 'b'), wire('b', 'c'), wire('c', 'b')],
      ),
      UpdlIssueCodes.SpaceCycle,
      'loop',
    ],
    [
      'a Space leading to two Spaces',
      flowOf(
        [updlNode('a', 'space'), updlNode('b', 'space'), updlNode('c', 'space')],
        [wire('a', 'b'), wire('a', 'c')],
      ),
      UpdlIssueCodes.SpaceBranch,
      '"a" leads to 2 Spaces',
    ],
    [
      'two unchained Spaces',
      flowOf([updlNode('a', 'space'), updlNode('b', 'space')]),
      UpdlIssueCodes.ManyStartSpaces,
      '2 Spaces have no Space before them',
    ],
    [
      'two questions on one Space',
      flowOf(
        [
          updlNode('a', 'space'),
          updlNode('q1', 'data', { dataType: 'question' }),
          updlNode('q2', 'data', { dataType: 'question' }),
        ],
        [wire('q1', 'a'), wire('q2', 'a')],
      ),
      UpdlIssueCodes.ManyQuestions,
      'has 2 questions',
    ],
  ])('refuses %s', (_name, flow, code, text) => {
    const result = buildScene(flow)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error[0]?.code).toBe(code)
    expect(result.error[0]?.message).toContain(text)
  })

  it('reads a single scene: shapes, lights, camera, texts, defaults for bad values', () => {
    const flow = flowOf(
      [
        updlNode('s', 'space', { spaceName: 'Room', backgroundColor: 'red;}</style>', fog: true }),
        updlNode('o', 'object', { objectType: 'pyramid', scaleX: 'abc', modelUrl: 'javascript:alert(1)' }),
        updlNode(
          'm',
          'object',
          { objectType: 'torus', radius: 2, modelUrl: 'https://example.com/m.glb' },
          { x: 0, y: 10 },
        ),
        updlNode('l', 'light', { lightType: 'hemisphere', groundColor: '#00ff00', intensity: -3 }),
        updlNode('c', 'camera', { fov: 500, positionZ: 8 }),
        updlNode('i', 'data', { dataType: 'intro', content: 'Welcome' }),
        updlNode('x', 'llmChain'),
      ],
      [wire('o', 's'), wire('m', 's'), wire('l', 's'), wire('c', 's'), wire('i', 's'), wire('x', 's')],
    )
    const result = buildScene(flow)
    if (!result.ok) throw new Error(JSON.stringify(result.error))
    const [scene] = result.value.scenes
    expect(result.value.kind).toBe('single')
    expect(scene?.backgroundColor).toBe('#1e1e2e')
    expect(scene?.fog).toBe(true)
    expect(scene?.objects.map((o) => [o.shape, o.scale.x, o.modelUrl])).toEqual([
      ['box', 1, undefined],
      ['torus', 1, 'https://example.com/m.glb'],
    ])
    expect(scene?.lights[0]).toMatchObject({ type: 'hemisphere', groundColor: '#00ff00', intensity: 0 })
    expect(scene?.camera).toMatchObject({ fov: 179, position: { x: 0, y: 1.6, z: 8 } })
    expect(scene?.texts).toEqual(['Welcome'])
    expect(result.value.lead).toEqual({ name: false, email: false, phone: false })
  })
})
