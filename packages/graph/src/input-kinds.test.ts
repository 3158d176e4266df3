import { describe, expect, it } from 'vitest'
import {
  InputKinds,
  ParamTypes,
  classifyInput,
  isParamType,
  isSecretInput,
  isSecretParamType,
} from './input-kinds'
import { exhaustiveSwitchError } from './exhaustive-switch-error'

const specParamTypes = [
  'asyncOptions',
  'asyncMultiOptions',
  'options',
  'multiOptions',
  'datagrid',
  'string',
  'number',
  'boolean',
  'password',
  'json',
  'code',
  'date',
  'file',
  'folder',
  'tabs',
  'conditionFunction',
  // Agentflow v2 rows (messages, conditions, tools …).
  'array',
  // Agentflow v2 Start's schedule.
  'timePicker',
  'weekDaysPicker',
  'monthDaysPicker',
  'datePicker',
]

describe('input classification', () => {
  it('knows exactly the spec’s parameter types', () => {
    expect(Object.values(ParamTypes).sort()).toEqual([...specParamTypes].sort())
  })

  it.each(specParamTypes.map((t) => [t, InputKinds.Param] as const))('%s is a %s', (type, kind) => {
    expect(isParamType(type)).toBe(true)
    expect(classifyInput(type)).toBe(kind)
  })

  it.each([
    ['credential', InputKinds.Param],
    ['BaseChatModel', InputKinds.Anchor],
    ['Document', InputKinds.Anchor],
    ['Start | Agent', InputKinds.Anchor],
    ['String', InputKinds.Anchor],
  ])('%s is a %s', (type, kind) => expect(classifyInput(type)).toBe(kind))

  it.each([
    [ParamTypes.Password, true],
    [ParamTypes.File, true],
    [ParamTypes.Folder, true],
    [ParamTypes.String, false],
    [ParamTypes.Json, false],
  ])('%s secret: %s', (type, secret) => expect(isSecretParamType(type)).toBe(secret))

  it('exhaustiveSwitchError throws for an unhandled value', () => {
    expect(() => exhaustiveSwitchError('x' as never)).toThrow('Unknown switch value: "x"')
  })
})

describe('isSecretInput', () => {
  it.each([
    [{ type: 'password' }, true],
    [{ type: 'json', secret: true }, true],
    [{ type: 'code', secret: true }, true],
    [{ type: 'json' }, false],
    [{ type: 'string', secret: false }, false],
  ])('%j: %s', (param, secret) => expect(isSecretInput(param)).toBe(secret))
})
