import { describe, expect, it } from 'vitest'
import { getReferencedNodeIds, isPlaceholder, makeNodeReference } from './node-reference'

describe('node references', () => {
  it('writes the Flowise placeholder', () =>
    expect(makeNodeReference('llmChain_0')).toBe('{{llmChain_0.data.instance}}'))

  it.each([
    ['{{llmChain_0.data.instance}}', ['llmChain_0']],
    [
      ['{{a_0.data.instance}}', '{{b_1.data.instance}}'],
      ['a_0', 'b_1'],
    ],
    ['{"x":"{{question}}","y":"{{chain_2.data.instance}}"}', ['chain_2']],
    [{ deep: ['{{ a_0.data.instance }}'] }, ['a_0']],
    ['{{$vars.key}} {{question}}', []],
    [42, []],
  ])('finds the nodes in %j', (value, ids) => expect(getReferencedNodeIds(value)).toEqual(ids))

  it.each([
    ['{{a.data.instance}}', true],
    ['{{question}}', true],
    ['text {{question}}', false],
    [['{{a}}'], false],
  ])('%j is a placeholder: %s', (value, expected) => expect(isPlaceholder(value)).toBe(expected))
})
