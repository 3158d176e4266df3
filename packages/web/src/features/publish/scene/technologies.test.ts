import { describe, expect, it } from 'vitest'
import {
  hasUpdlScene,
  isTechnologyChosen,
  offeredTechnologies,
  technologyOf,
  withTechnology,
} from './technologies'

const config = (value: Record<string, unknown>) => JSON.stringify(value)

describe('the display mode in chatbotConfig', () => {
  it.each([
    ['nothing saved', null, 'arjs'],
    ['broken JSON', '{oops', 'arjs'],
    ['technology only', config({ technology: 'babylonjs' }), 'babylonjs'],
    ['an unknown technology', config({ technology: 'vrml' }), 'arjs'],
    ['chat chosen', config({ technology: 'chat' }), 'chat'],
    ['legacy AR mode alone', config({ displayMode: 'ar' }), 'arjs'],
    ['legacy chat mode alone', config({ displayMode: 'chat' }), 'chat'],
    ['both, in agreement', config({ displayMode: 'ar', technology: 'threejs' }), 'threejs'],
    // The Share dialog wrote only displayMode: chosen after AR.js, chat wins.
    ['chat chosen in Share after AR.js', config({ displayMode: 'chat', technology: 'arjs' }), 'chat'],
    ['AR chosen in Share after chat', config({ displayMode: 'ar', technology: 'chat' }), 'arjs'],
  ] as const)('%s → %s', (_case, stored, expected) => {
    expect(technologyOf(stored, true)).toBe(expected)
  })

  it('stores the technology alone, drops the legacy field and keeps other keys', () => {
    const before = config({ displayMode: 'chat', technology: 'arjs', leads: { status: true } })
    const after = withTechnology(before, 'playcanvas')
    expect(after).toEqual({ technology: 'playcanvas', leads: { status: true } })
    expect(technologyOf(JSON.stringify(after), true)).toBe('playcanvas')
    expect(technologyOf(JSON.stringify(withTechnology(before, 'chat')), true)).toBe('chat')
  })

  it('offers a flow without a scene the chat only, whatever was stored', () => {
    expect(technologyOf(config({ technology: 'babylonjs' }), false)).toBe('chat')
    expect(offeredTechnologies(false)).toEqual(['chat'])
    expect(offeredTechnologies(true)).toContain('arjs')
    expect(isTechnologyChosen(null)).toBe(false)
    expect(isTechnologyChosen(config({ technology: 'chat' }))).toBe(true)
  })

  it('finds a scene in a flow by its UPDL nodes', () => {
    const flow = (name: string) =>
      JSON.stringify({
        nodes: [
          {
            id: `${name}_0`,
            position: { x: 0, y: 0 },
            data: { id: `${name}_0`, name, label: name, inputs: {} },
          },
        ],
        edges: [],
      })
    expect(hasUpdlScene(flow('space'))).toBe(true)
    expect(hasUpdlScene(flow('llmChain'))).toBe(false)
    expect(hasUpdlScene('{oops')).toBe(false)
  })
})
