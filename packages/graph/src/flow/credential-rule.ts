import { CredentialParamType } from '../input-kinds'
import type { TInputParam } from '../schema/input-param'

/** When a node may go without its credential: always (`optional`), or once another input has a value. */
export interface TCredentialRule {
  readonly optional?: unknown
  /** The input (a Base Path: a server that asks no key) whose value makes the credential unnecessary. */
  readonly optionalWhenSet?: string
}

const hasValue = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null

/**
 * Whether a credential must be chosen, given the node's (or a model config's) inputs: one rule for the
 * canvas card, an Agentflow v2 model config and the assistant form (and the server's assistant check).
 */
export function isCredentialRequired(rule: TCredentialRule | undefined, inputs: Record<string, unknown>) {
  if (!rule || rule.optional === true) return false
  return !(rule.optionalWhenSet !== undefined && hasValue(inputs[rule.optionalWhenSet]))
}

/** Whether a param is required (starred): not optional, not a switch, and a credential by its rule. */
export function isParamRequired(input: TInputParam, inputs: Record<string, unknown>): boolean {
  if (input.type === CredentialParamType) return isCredentialRequired(input, inputs)
  return input.optional !== true && input.type !== 'boolean'
}

/**
 * The chat-model inputs an assistant's Base Path fills (OpenAI and Azure call it `basepath`, Ollama
 * `baseUrl`): how the assistant form and the server read a model's credential rule.
 */
export function assistantBasePathInputs(basePath: string | undefined): Record<string, string> {
  const trimmed = basePath?.trim()
  return trimmed ? { basepath: trimmed, baseUrl: trimmed } : {}
}
