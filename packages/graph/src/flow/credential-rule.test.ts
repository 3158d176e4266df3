import { describe, expect, it } from 'vitest'
import { assistantBasePathInputs, isCredentialRequired, isParamRequired } from './credential-rule'

describe('the credential rule', () => {
  it('requires a credential unless optional or its Base Path is filled', () => {
    expect(isCredentialRequired(undefined, {})).toBe(false)
    expect(isCredentialRequired({ optional: true }, {})).toBe(false)
    expect(isCredentialRequired({}, { basepath: 'x' })).toBe(true)
    const rule = { optionalWhenSet: 'basepath' }
    expect(isCredentialRequired(rule, {})).toBe(true)
    expect(isCredentialRequired(rule, { basepath: '   ' })).toBe(true)
    expect(isCredentialRequired(rule, { basepath: 'http://127.0.0.1:8000/v1' })).toBe(false)
    expect(isCredentialRequired(rule, assistantBasePathInputs(' http://h/v1 '))).toBe(false)
    expect(isCredentialRequired(rule, assistantBasePathInputs(''))).toBe(true)
  })

  it('stars params by the same rule: not optional ones, never a switch', () => {
    const credential = { name: 'credential', type: 'credential', optionalWhenSet: 'basepath' }
    expect(isParamRequired(credential, {})).toBe(true)
    expect(isParamRequired(credential, { basepath: 'http://h' })).toBe(false)
    expect(isParamRequired({ name: 'm', type: 'string' }, {})).toBe(true)
    expect(isParamRequired({ name: 'r', type: 'options', optional: true }, {})).toBe(false)
    expect(isParamRequired({ name: 'b', type: 'boolean' }, {})).toBe(false)
  })
})
