import { describe, expect, it } from 'vitest'
import { NodeInputError } from '../../shared/read-inputs'
import { allowedStdioEnv, checkStdioCommand } from './stdio-policy'

const policy = { commands: [['/usr/bin/npx', '-y', 'mcp-memory'], ['/opt/mcp']], envNames: ['API_TOKEN'] }

describe('stdio policy', () => {
  it('allows only a listed command line, word for word', () => {
    expect(() => checkStdioCommand(['/usr/bin/npx', '-y', 'mcp-memory'], policy)).not.toThrow()
    expect(() => checkStdioCommand(['/opt/mcp'], policy)).not.toThrow()
    for (const line of [['/usr/bin/npx', '-y', 'evil'], ['/usr/bin/npx'], ['/opt/mcp', '--x'], ['/opt/mcp ']])
      expect(() => checkStdioCommand(line, policy)).toThrow(/MCP_STDIO_COMMANDS/)
  })

  it('passes listed variables and refuses the rest, naming them', () => {
    expect(allowedStdioEnv({ API_TOKEN: 't' }, policy)).toEqual({ API_TOKEN: 't' })
    expect(allowedStdioEnv({}, policy)).toEqual({})
    expect(() => allowedStdioEnv({ API_TOKEN: 't', npm_config_registry: 'x' }, policy)).toThrow(
      /may not set npm_config_registry.*MCP_STDIO_ENV/,
    )
  })

  it('never takes what decides the program from a flow, even when listed', () => {
    const loose = { commands: [], envNames: ['PATH', 'LD_PRELOAD', 'HOME'] }
    for (const name of loose.envNames) {
      const refused = (() => {
        try {
          allowedStdioEnv({ [name]: '/tmp' }, loose)
        } catch (e) {
          return e
        }
      })()
      expect(refused).toBeInstanceOf(NodeInputError)
      expect(String(refused)).toMatch(new RegExp(`may not set ${name}`))
    }
  })
})
