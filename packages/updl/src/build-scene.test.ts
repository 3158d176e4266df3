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
