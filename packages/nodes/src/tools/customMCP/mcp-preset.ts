import type { TNodeContext } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'
import type { TMcpHttpConfig, TMcpStdioConfig } from './mcp-config'
import { parseMcpActions } from './mcp-config'
import { supplyMcpTools } from './mcp-tools'

/** A local MCP server a preset node starts: its command line and the variables it gets from the credential. */
export type TStdioPreset = {
  /** The node's label, named in its errors. */
  readonly server: string
  readonly line: readonly string[]
  readonly env?: Readonly<Record<string, string>>
  /** The line as its error shows it, when a word of it is a secret (a database URL with its password). */
  readonly shown?: readonly string[]
}

const sameLine = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i])

/** The command line as an operator writes it in MCP_STDIO_COMMANDS. */
export const commandLineText = (line: readonly string[]) =>
  line.map((word) => (/[\s"]/.test(word) ? `"${word.replace(/"/g, '\\"')}"` : word)).join(' ')

/**
 * A preset's local server config. Starting a process on the host is the operator's call: the preset runs
 * only when MCP_STDIO_COMMANDS lists its whole command line, and the error says which line to list. Its
 * variables are the preset's own names (never PATH or loader variables), filled from the credential.
 */
export function stdioPresetConfig(
  ctx: Pick<TNodeContext, 'mcpStdio'>,
  preset: TStdioPreset,
): TMcpStdioConfig {
  const [command, ...args] = preset.line
  const allowed = ctx.mcpStdio?.commands ?? []
  if (!command || !allowed.some((line) => sameLine(line, preset.line)))
    throw new NodeInputError(
      `${preset.server} starts a local MCP server with the command line ${commandLineText(preset.shown ?? preset.line)}: it runs only when the operator lists that line in MCP_STDIO_COMMANDS`,
    )
  return { kind: 'stdio', command, args, env: { ...preset.env } }
}

/** A remote MCP server (streamable HTTP), reached through the outbound guard. */
export function httpPresetConfig(url: string, headers: Record<string, string> = {}): TMcpHttpConfig {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    throw new NodeInputError(`The MCP server URL is not a URL: ${url}`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new NodeInputError('The MCP server URL must be http or https')
  return { kind: 'http', url: parsed, headers }
}

/** The preset server's tools an agent may call: the node's Available Actions, or all when none is chosen. */
export function supplyPresetTools(ctx: TNodeContext, config: TMcpHttpConfig | TMcpStdioConfig) {
  return supplyMcpTools(ctx, config, parseMcpActions(ctx.inputs.mcpActions))
}

/** A credential's value the preset cannot run without. */
export function requiredSecret(credential: Record<string, string>, name: string, server: string): string {
  const value = credential[name]?.trim()
  if (!value) throw new NodeInputError(`${server} needs its credential's ${name}`)
  return value
}
