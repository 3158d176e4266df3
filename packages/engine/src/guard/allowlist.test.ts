import { describe, expect, it } from 'vitest'
import { isAddressAllowed, isHostAllowed, parseAllowlist } from './allowlist'

describe('parseAllowlist', () => {
  it('reads host names, wildcards, addresses and ranges from text or a list', () => {
    const fromText = parseAllowlist('*.corp, ollama.local 10.0.0.0/8 ::1')
    expect(isHostAllowed(fromText, 'models.corp')).toBe(true)
    expect(isHostAllowed(fromText, 'OLLAMA.local.')).toBe(true)
    expect(isHostAllowed(fromText, 'example.com')).toBe(false)
    expect(isAddressAllowed(fromText, '10.1.2.3')).toBe(true)
    expect(isAddressAllowed(fromText, '::1')).toBe(true)
    expect(isAddressAllowed(fromText, '192.168.1.1')).toBe(false)
    expect(isAddressAllowed(parseAllowlist(['127.0.0.1']), '127.0.0.1')).toBe(true)
    expect(isAddressAllowed(parseAllowlist(undefined), '127.0.0.1')).toBe(false)
  })

  it('parses a list once: every run given the same list shares its parsed form', () => {
    const configured = ['127.0.0.1', '*.corp']
    expect(parseAllowlist(configured)).toBe(parseAllowlist(configured))
    expect(parseAllowlist(['127.0.0.1'])).not.toBe(parseAllowlist(configured))
  })
})
