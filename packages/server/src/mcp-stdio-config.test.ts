import { describe, expect, it } from 'vitest'
import { parseCommandLines, parseEnvNames } from './mcp-stdio-config'

describe('MCP_STDIO_COMMANDS', () => {
  it('reads one command line per entry, words split on spaces, quotes keeping spaces and separators', () => {
    expect(
      parseCommandLines('node /srv/mcp.js --ro; "/opt/My Tools/mcp" "x \\" y" \n\n uvx  mcp-git'),
    ).toEqual([
      ['node', '/srv/mcp.js', '--ro'],
      ['/opt/My Tools/mcp', 'x " y'],
      ['uvx', 'mcp-git'],
    ])
  })

  it('keeps an empty quoted argument and reads nothing from an empty value', () => {
    expect(parseCommandLines('mcp ""')).toEqual([['mcp', '']])
    expect(parseCommandLines(undefined)).toEqual([])
    expect(parseCommandLines(' ; \n')).toEqual([])
  })

  it('refuses an unclosed quote rather than guessing the command line', () => {
    expect(() => parseCommandLines('"/opt/mcp --flag')).toThrow(/unclosed/)
  })

  it('reads MCP_STDIO_ENV names', () => {
    expect(parseEnvNames(' A_TOKEN,B  C ')).toEqual(['A_TOKEN', 'B', 'C'])
  })
})
