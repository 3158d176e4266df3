import { describe, expect, it } from 'vitest'
import { checkLead, INVALID_FORMAT, REQUIRED } from './leads'

describe('checkLead', () => {
  it('trims values and accepts well-formed ones', () => {
    const { values, errors } = checkLead([
      ['name', '  Ann '],
      ['email', 'ann@example.com'],
      ['phone', '+1 (555) 010-20'],
    ])
    expect(values).toEqual({ name: 'Ann', email: 'ann@example.com', phone: '+1 (555) 010-20' })
    expect(errors).toEqual({})
  })

  it('marks empty fields required and malformed email or phone invalid', () => {
    const { errors } = checkLead([
      ['name', '   '],
      ['email', 'ann@'],
      ['phone', 'call me'],
    ])
    expect(errors).toEqual({ name: REQUIRED, email: INVALID_FORMAT, phone: INVALID_FORMAT })
  })
})
