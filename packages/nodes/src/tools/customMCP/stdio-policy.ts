import type { TMcpStdioPolicy } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'

/**
 * Variables the MCP client hands every stdio server from the server's own environment (its default
 * inheritance: HOME, LOGNAME, PATH, SHELL, TERM, USER), and variables that decide which program
 * really runs or what it loads first: a flow never sets these, even when the operator lists them.
 */
const NEVER_FROM_FLOW =
  /^(PATH|HOME|LOGNAME|SHELL|TERM|USER|NODE_OPTIONS|NODE_PATH|BASH_ENV|ENV|PYTHONPATH|PYTHONSTARTUP|PYTHONHOME|PERL5OPT|PERL5LIB|RUBYOPT|LD_.*|DYLD_.*)$/i

const COMMAND_REFUSED =
  'This MCP command line is not allowed: the operator lists each allowed command line, executable and arguments, in MCP_STDIO_COMMANDS (or give the server URL instead)'

const sameLine = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i])

/** Refuses a command line the operator did not list word for word. */
export function checkStdioCommand(line: readonly string[], policy: TMcpStdioPolicy): void {
  if (!policy.commands.some((allowed) => sameLine(allowed, line))) throw new NodeInputError(COMMAND_REFUSED)
}

/**
 * The variables the process gets from the flow: only names the operator listed in MCP_STDIO_ENV (the
 * MCP client adds its own safe defaults), so nothing else of the flow's choosing reaches the process.
 */
export function allowedStdioEnv(
  env: Readonly<Record<string, string>>,
  policy: TMcpStdioPolicy,
): Record<string, string> {
  const names = Object.keys(env)
  const fixed = names.filter((name) => NEVER_FROM_FLOW.test(name))
  if (fixed.length > 0) throw new NodeInputError(`MCP Server Config "env" may not set ${fixed.join(', ')}`)
  const allowed = new Set(policy.envNames)
  const unlisted = names.filter((name) => !allowed.has(name))
  if (unlisted.length > 0)
    throw new NodeInputError(
      `MCP Server Config "env" may not set ${unlisted.join(', ')}: the operator lists the variables a flow may pass in MCP_STDIO_ENV`,
    )
  return { ...env }
}
