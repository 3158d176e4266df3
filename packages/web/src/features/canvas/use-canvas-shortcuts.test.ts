import { describe, expect, it } from 'vitest'
import { shortcutOf } from './use-canvas-shortcuts'

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) =>
  shortcutOf({ key, ctrlKey: mods.ctrl ?? false, metaKey: mods.meta ?? false, shiftKey: mods.shift ?? false })

describe('canvas shortcuts', () => {
  it.each([
    ['s', { ctrl: true }, 'onSave'],
    ['S', { meta: true }, 'onSave'],
    ['z', { ctrl: true }, 'onUndo'],
    ['Z', { meta: true, shift: true }, 'onRedo'],
    ['y', { ctrl: true }, 'onRedo'],
    ['a', { ctrl: true }, 'onSelectAll'],
    ['c', { meta: true }, 'onCopy'],
    ['v', { ctrl: true }, 'onPaste'],
    ['Delete', {}, 'onDelete'],
    ['Backspace', {}, 'onDelete'],
    ['a', {}, undefined],
    ['Backspace', { ctrl: true }, undefined],
  ])('%s %j → %s', (key, mods, action) => expect(press(key, mods)).toBe(action))
})
