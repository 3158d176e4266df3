import { describe, expect, it } from 'vitest'
import { chainDescriptor } from '../testing/sample-flow'
import { ZNodeDescriptor, ZPublicNodeDescriptor, toPublicNodeDescriptor } from './node-descriptor'

describe('node descriptor schema', () => {
  const withMigration = {
    ...chainDescriptor,
    version: 2,
    migrations: [{ fromVersion: 1, up: (i: object) => ({ ...i }) }],
  }

  it.each([
    ['a valid descriptor', withMigration, true],
    [
      'an input name with a dash',
      { ...chainDescriptor, inputs: [{ name: 'a-b', label: 'A', type: 'string' }] },
      false,
    ],
    ['an unknown field', { ...chainDescriptor, colour: 'red' }, false],
    [
      'a migration that is not a function',
      { ...chainDescriptor, migrations: [{ fromVersion: 1, up: 'x' }] },
      false,
    ],
    ['no base classes', { ...chainDescriptor, baseClasses: [] }, false],
    ['a non-SVG icon', { ...chainDescriptor, icon: 'icon.png' }, false],
  ])('%s → %s', (_case, descriptor, valid) =>
    expect(ZNodeDescriptor.safeParse(descriptor).success).toBe(valid),
  )

  it('sends browsers the descriptor without its migrations, as JSON', () => {
    const sent = JSON.parse(JSON.stringify(toPublicNodeDescriptor(withMigration))) as unknown
    expect(sent).not.toHaveProperty('migrations')
    expect(ZPublicNodeDescriptor.parse(sent)).toEqual(toPublicNodeDescriptor(withMigration))
  })
})
