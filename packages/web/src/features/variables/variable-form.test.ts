import { describe, expect, it } from 'vitest'
import { variableNameError, variableUsage } from './variable-form'

describe('variableNameError', () => {
  it('accepts identifiers', () => {
    expect(variableNameError('apiBase')).toBeNull()
    expect(variableNameError('_x1')).toBeNull()
    expect(variableNameError('  OPENAI_BASE ')).toBeNull()
  })
  it('names what is wrong', () => {
    expect(variableNameError('')).toBe('required')
    expect(variableNameError('   ')).toBe('required')
    expect(variableNameError('1abc')).toBe('invalid')
    expect(variableNameError('my-var')).toBe('invalid')
    expect(variableNameError('a b')).toBe('invalid')
    expect(variableNameError('a'.repeat(256))).toBe('maxLength')
  })
})

describe('variableUsage', () => {
  it('is the placeholder flows use', () => {
    expect(variableUsage('apiBase')).toBe('{{$vars.apiBase}}')
  })
})
