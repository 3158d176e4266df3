import { describe, expect, it } from 'vitest'
import { technologyOf, withTechnology } from './technologies'

const config = (value: Record<string, unknown>) => JSON.stringify(value)

describe('the display mode in chatbotConfig', () => {
  it.each([
    ['nothing saved', null, 'chat'],
    ['broken JSON', '{oops', 'chat'],
    ['technology only', config({ technology: 'babylonjs' }), 'babylonjs'],
    ['an unknown technology', config({ technology: 'vrml' }), 'chat'],
    ['legacy AR mode alone', config({ displayMode: 'ar' }), 'arjs'],
    ['legacy chat mode alone', config({ displayMode: 'chat' }), 'chat'],
    ['both, in agreement', config({ displayMode: 'ar', technology: 'threejs' }), 'threejs'],
    // The Share dialog wrote only displayMode: chosen after AR.js, chat wins.
    ['chat chosen in Share after AR.js', config({ displayMode: 'chat', technology: 'arjs' }), 'chat'],
    ['AR chosen in Share after chat', config({ displayMode: 'ar', technology: 'chat' }), 'arjs'],
  ] as const)('%s → %s', (_case, stored, expected) => {
    expect(technologyOf(stored)).toBe(expected)
  })

  it('stores the technology alone, drops the legacy field and keeps other keys', () => {
    const before = config({ displayMode: 'chat', technology: 'arjs', leads: { status: true } })
    const after = withTechnology(before, 'playcanvas')
    expect(after).toEqual({ technology: 'playcanvas', leads: { status: true } })
    expect(technologyOf(JSON.stringify(after))).toBe('playcanvas')
    expect(technologyOf(JSON.stringify(withTechnology(before, 'chat')))).toBe('chat')
  })
})
