import { NodeInputError } from '../../shared/read-inputs'
import type { TMcpStdioPolicy } from '../../context'
import { allowedStdioEnv, checkStdioCommand } from './stdio-policy'

export type TMcpHttpConfig = { kind: 'http'; url: URL; headers: Record<string, string> }
export type TMcpStdioConfig = {
  kind: 'stdio'
  command: string
  args: string[]
  env: Record<string, string>
}
export type TMcpConfig = TMcpHttpConfig | TMcpStdioConfig

/** No stdio server at all: what a host that lists none gives. */
const NO_STDIO: TMcpStdioPolicy = { commands: [], envNames: [] }

/**
 * The node's server config (Flowise's JSON). A URL, or a `command` (stdio) — which starts a process on
 * the host, so it runs only when the operator listed that whole command line (executable and arguments)
 * in `policy`, with only the variables the operator lets a flow pass; a unik editor's input alone never
 * starts one.
 */
export function parseMcpConfig(text: string, policy: TMcpStdioPolicy = NO_STDIO): TMcpConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new NodeInputError('MCP Server Config must be JSON, e.g. {"url": "https://example.com/mcp"}')
  }
  if (!json || typeof json !== 'object') throw new NodeInputError('MCP Server Config must be a JSON object')
  if ('command' in json) return parseStdio(json, policy)
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

function parseStdio(json: object, policy: TMcpStdioPolicy): TMcpStdioConfig {
  const command = 'command' in json && typeof json.command === 'string' ? json.command : ''
  if (!command) throw new NodeInputError('MCP Server Config "command" must be the executable to start')
  const rawArgs = 'args' in json ? json.args : undefined
  if (rawArgs !== undefined && (!Array.isArray(rawArgs) || !rawArgs.every((a) => typeof a === 'string')))
    throw new NodeInputError('MCP Server Config "args" must be a list of strings')
  const args: string[] = rawArgs ?? []
  checkStdioCommand([command, ...args], policy)
  const env = allowedStdioEnv(stringEntries('env' in json ? json.env : undefined), policy)
  return { kind: 'stdio', command, args, env }
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
