import { NodeInputError } from '../../shared/read-inputs'

export type TMcpHttpConfig = { kind: 'http'; url: URL; headers: Record<string, string> }
export type TMcpStdioConfig = {
  kind: 'stdio'
  command: string
  args: string[]
  env: Record<string, string>
}
export type TMcpConfig = TMcpHttpConfig | TMcpStdioConfig

/**
 * Variables that decide which program really runs, or what it loads first: with them, an allowed
 * executable would start something else, so a flow may not set them.
 */
const REFUSED_ENV =
  /^(PATH|NODE_OPTIONS|NODE_PATH|BASH_ENV|ENV|PYTHONPATH|PYTHONSTARTUP|PYTHONHOME|PERL5OPT|PERL5LIB|RUBYOPT|LD_.*|DYLD_.*)$/i

const STDIO_REFUSED =
  'MCP servers started by a command (stdio) are not allowed; give the server URL (or ask the operator to list the command in MCP_STDIO_COMMANDS)'

/**
 * The node's server config (Flowise's JSON). A URL, or a `command` (stdio) — which starts a process on
 * the host, so it runs only when the operator listed that exact executable in `allowedCommands`;
 * a unik editor's input alone never starts one.
 */
export function parseMcpConfig(text: string, allowedCommands: readonly string[] = []): TMcpConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new NodeInputError('MCP Server Config must be JSON, e.g. {"url": "https://example.com/mcp"}')
  }
  if (!json || typeof json !== 'object') throw new NodeInputError('MCP Server Config must be a JSON object')
  if ('command' in json) return parseStdio(json, allowedCommands)
  const url = 'url' in json && typeof json.url === 'string' ? json.url : ''
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new NodeInputError('MCP Server Config needs a "url" (http or https)')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new NodeInputError('The MCP server URL must be http or https')
  const raw = 'headers' in json ? json.headers : undefined
  return { kind: 'http', url: parsed, headers: stringEntries(raw) }
}

function parseStdio(json: object, allowedCommands: readonly string[]): TMcpStdioConfig {
  const command = 'command' in json && typeof json.command === 'string' ? json.command : ''
  if (!command || !allowedCommands.includes(command)) throw new NodeInputError(STDIO_REFUSED)
  const rawArgs = 'args' in json ? json.args : undefined
  if (rawArgs !== undefined && (!Array.isArray(rawArgs) || !rawArgs.every((a) => typeof a === 'string')))
    throw new NodeInputError('MCP Server Config "args" must be a list of strings')
  const env = stringEntries('env' in json ? json.env : undefined)
  const refused = Object.keys(env).filter((name) => REFUSED_ENV.test(name))
  if (refused.length > 0)
    throw new NodeInputError(`MCP Server Config "env" may not set ${refused.join(', ')}`)
  return { kind: 'stdio', command, args: rawArgs ?? [], env }
}

function stringEntries(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (raw && typeof raw === 'object')
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') out[name] = value
  return out
}

/** The actions chosen: a JSON array (as Flowise saves it) or comma-separated names; empty means all. */
export function parseMcpActions(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '')
  if (typeof value !== 'string' || !value.trim()) return []
  try {
    const parsed: unknown = JSON.parse(value)
    if (Array.isArray(parsed)) return parseMcpActions(parsed)
  } catch {
    // Not JSON: a comma-separated list.
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
