import { describe, expect, it } from 'vitest'
import type { TInputParam } from '@unikflow/graph'
import { isInputVisible } from './display-conditions'

const input = (extra: Partial<TInputParam>): TInputParam => ({ name: 'x', type: 'string', ...extra })
const data = (inputs: Record<string, unknown>) => ({ id: 'n_0', inputs })

describe('isInputVisible', () => {
  it.each([
    ['no condition', input({}), {}, true],
    ['hidden', input({ hidden: true }), {}, false],
    ['show matches', input({ show: { mode: 'a' } }), { mode: 'a' }, true],
    ['show differs', input({ show: { mode: 'a' } }), { mode: 'b' }, false],
    ['show one of a list', input({ show: { mode: ['a', 'b'] } }), { mode: 'b' }, true],
    ['show a boolean', input({ show: { on: true } }), { on: false }, false],
    ['hide matches', input({ hide: { mode: 'a' } }), { mode: 'a' }, false],
    ['hide differs', input({ hide: { mode: 'a' } }), { mode: 'b' }, true],
    ['$NODE_ID in the key', input({ show: { tab_$NODE_ID: 'code' } }), { tab_n_0: 'code' }, true],
    ['multi-select value', input({ show: { tools: 'calc' } }), { tools: ['web', 'calc'] }, true],
    ['regex value', input({ show: { model: '^gpt' } }), { model: 'gpt-4o' }, true],
  ])('%s → %s', (_case, param, inputs, visible) => expect(isInputVisible(param, data(inputs))).toBe(visible))
})
