import { isSecretInput, type TFlowNode } from '@unikflow/graph'

/** What a trace (and Agentflow v2's executed data) shows of a secret input that holds a value. */
export const SECRET_TRACE_VALUE = '[secret]'

/**
 * A node's resolved inputs as traces may keep them: secret inputs (`isSecretInput`: headers with tokens,
 * an MCP config) shown as `[secret]`. Traces are stored, exported to OpenTelemetry and shown in the logs.
 */
export function traceableInputs(
  node: TFlowNode,
  inputs: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const secret = new Set(node.data.inputParams.filter(isSecretInput).map((p) => p.name))
  if (secret.size === 0) return inputs
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      secret.has(name) && value !== '' && value !== undefined && value !== null ? SECRET_TRACE_VALUE : value,
    ]),
  )
}
