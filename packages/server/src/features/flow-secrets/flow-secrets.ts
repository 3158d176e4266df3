import type { Kysely } from 'kysely'
import { isRecord, isSecretInput, REDACTED_CREDENTIAL_VALUE } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { findChatflow } from '../chatflows/chatflows.repository'
import { loadNodeLibrary } from '../nodes/load-node-library'
import type { Keyring } from '../secrets/keyring'

/**
 * Secret inputs of a stored flow (`isSecretInput`: password inputs, headers holding tokens, an MCP config)
 * are kept sealed in `flow_data` — `unikflow-sealed:v1:<key id>:<AES-GCM ciphertext>` with the keyring that
 * encrypts credentials, bound to the unik — so the database, versions and backups never hold them
 * readable. Answers show the credentials' mask instead; a save sending the mask back keeps what is stored.
 */
const SEALED = 'unikflow-sealed:v1:'
const aadOf = (unikId: string) => `flow-input:${unikId}`

export const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED)

type TNodeInputs = { id: string; name: string; inputs: Record<string, unknown> }

/** Each node's id, type and inputs object (the same object: edits write through to the parsed flow). */
function nodeInputsOf(flow: unknown): TNodeInputs[] {
  const nodes = isRecord(flow) && Array.isArray(flow.nodes) ? flow.nodes : []
  return nodes.flatMap((node: unknown) => {
    const data = isRecord(node) && isRecord(node.data) ? node.data : undefined
    if (!isRecord(node) || !data || !isRecord(data.inputs) || typeof node.id !== 'string') return []
    // The node type's name, to look its descriptor up (which inputs are secret), not to decide a role.
    const type = data.name
    return typeof type === 'string' ? [{ id: node.id, name: type, inputs: data.inputs }] : []
  })
}

/** Names of the secret inputs of a node type, from the catalogue (unknown types have none). */
async function secretInputsOf(): Promise<(name: string) => string[]> {
  const { getNodeDescriptor } = await loadNodeLibrary()
  return (name) =>
    getNodeDescriptor(name)
      ?.inputs.filter(isSecretInput)
      .map((i) => i.name) ?? []
}

const holdsValue = (value: unknown) => value !== undefined && value !== null && value !== ''

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The flow to store: each secret input's value sealed; the mask (a client sending back what it was shown)
 * replaced by the value `previous` (the stored flow) holds for that node and input, or removed when it
 * holds none. Text that does not parse comes back unchanged (the save's own check refuses it).
 */
export async function sealFlowSecrets(
  keyring: Keyring,
  input: { unikId: string; flowData: string; previous?: string | undefined },
): Promise<string> {
  const flow = parse(input.flowData)
  if (flow === undefined) return input.flowData
  const secretsOf = await secretInputsOf()
  const stored = new Map(nodeInputsOf(parse(input.previous ?? '')).map((n) => [n.id, n.inputs]))
  let changed = false
  for (const node of nodeInputsOf(flow))
    for (const name of secretsOf(node.name)) {
      const sent = node.inputs[name]
      // The mask keeps what is stored (sealed, or plain text saved before secret inputs were sealed).
      const value = sent === REDACTED_CREDENTIAL_VALUE ? stored.get(node.id)?.[name] : sent
      if (value !== sent) changed = true
      if (!holdsValue(value)) {
        if (sent === REDACTED_CREDENTIAL_VALUE) delete node.inputs[name]
        continue
      }
      if (isSealed(value)) {
        node.inputs[name] = value
        continue
      }
      const { keyId, data } = keyring.encrypt(JSON.stringify(value), aadOf(input.unikId))
      node.inputs[name] = `${SEALED}${keyId}:${data}`
      changed = true
    }
  return changed ? JSON.stringify(flow) : input.flowData
}

/** The flow as an answer may show it: every secret input holding a value (sealed or not) as the mask. */
export async function maskFlowSecrets(flowData: string): Promise<string> {
  const flow = parse(flowData)
  if (flow === undefined) return flowData
  const secretsOf = await secretInputsOf()
  let changed = false
  for (const node of nodeInputsOf(flow)) {
    const secret = new Set(secretsOf(node.name))
    for (const [name, value] of Object.entries(node.inputs))
      if ((secret.has(name) && holdsValue(value)) || isSealed(value)) {
        node.inputs[name] = REDACTED_CREDENTIAL_VALUE
        changed = true
      }
  }
  return changed ? JSON.stringify(flow) : flowData
}

/** The flow a run gets: sealed values opened (only in memory, for this run). Text without any is unchanged. */
export function unsealFlowSecrets(keyring: Keyring, input: { unikId: string; flowData: string }): string {
  if (!input.flowData.includes(SEALED)) return input.flowData
  const flow = parse(input.flowData)
  for (const node of nodeInputsOf(flow))
    for (const [name, value] of Object.entries(node.inputs)) {
      if (!isSealed(value)) continue
      const body = value.slice(SEALED.length)
      const at = body.lastIndexOf(':')
      node.inputs[name] = JSON.parse(
        keyring.decrypt(body.slice(0, at), body.slice(at + 1), aadOf(input.unikId)),
      )
    }
  return JSON.stringify(flow)
}

/** An answer carrying a flow's graph, its secret inputs masked. */
export async function withSecretsMasked<T extends { flowData: string }>(answer: T): Promise<T> {
  return { ...answer, flowData: await maskFlowSecrets(answer.flowData) }
}

/**
 * A save's body with its flow's secret inputs sealed; `target.id` names the stored flow whose values a
 * masked input keeps (none for a new flow).
 */
export async function withSecretsSealed<B extends { flowData?: string | undefined }, X extends object>(
  deps: { db: Kysely<DB>; keyring: Keyring },
  target: { unikId: string; id?: string },
  body: X & { value: B },
): Promise<X & { value: B }> {
  const { flowData } = body.value
  if (flowData === undefined) return body
  const previous = target.id ? (await findChatflow(deps.db, target.unikId, target.id))?.flowData : undefined
  const sealed = await sealFlowSecrets(deps.keyring, { unikId: target.unikId, flowData, previous })
  return { ...body, value: { ...body.value, flowData: sealed } }
}
