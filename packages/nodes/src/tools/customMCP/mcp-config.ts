import { NodeInputError } from '../../shared/read-inputs'

export type TMcpHttpConfig = { url: URL; headers: Record<string, string> }

/**
 * The node's server config (Flowise's JSON). Only URLs: a `command` would start a process on the host
 * from a unik editor's input, which the product never allows.
 */
export function parseMcpConfig(text: string): TMcpHttpConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new NodeInputError('MCP Server Config must be JSON, e.g. {"url": "https://example.com/mcp"}')
  }
  if (!json || typeof json !== 'object') throw new NodeInputError('MCP Server Config must be a JSON object')
  if ('command' in json)
    throw new NodeInputError('MCP servers started by a command (stdio) are not allowed; give the server URL')
  const url = 'url' in json && typeof json.url === 'string' ? json.url : ''
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new NodeInputError('MCP Server Config needs a "url" (http or https)')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new NodeInputError('The MCP server URL must be http or https')
  const headers: Record<string, string> = {}
  const raw = 'headers' in json ? json.headers : undefined
  if (raw && typeof raw === 'object')
    for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') headers[name] = value
  return { url: parsed, headers }
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
