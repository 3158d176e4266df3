import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { isRecord } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import type { Keyring } from '../secrets/keyring'
import { encryptCredentialData } from './credential-data'
import { insertCredentialRow, newCredentialId } from './credentials.repository'

/**
 * Node inputs where older flows (and Flowise's exports) keep a secret in plain text, and the credential it
 * belongs in: the Sql Database Chain's PostgreSQL connection string (`url`, password included).
 */
const INLINE_CONNECTIONS = [
  {
    node: 'sqlDatabaseChain',
    input: 'url',
    holdsSecret: (inputs: Record<string, unknown>) => inputs.database === 'postgres',
    credentialName: 'postgresConnectionUrl',
    field: 'connectionString',
    label: 'PostgreSQL connection',
  },
] as const

type Deps = { db: Kysely<DB>; keyring: Keyring }

/**
 * The flow as it should be stored: each connection string typed into a node moved into a new credential of
 * the unik (encrypted), chosen on that node, and the field cleared. Answers the texts moved, for
 * `scrubFlowVersions`. Text without such a node comes back unchanged.
 */
export async function moveInlineConnections(
  deps: Deps,
  input: { unikId: string; flowName: string; flowData: string },
): Promise<{ flowData: string; moved: string[] }> {
  const unchanged = { flowData: input.flowData, moved: [] }
  if (!INLINE_CONNECTIONS.some((c) => input.flowData.includes(`"${c.node}"`))) return unchanged
  let flow: unknown
  try {
    flow = JSON.parse(input.flowData)
  } catch {
    return unchanged // the save's own check answers for text that does not parse
  }
  const nodes = isRecord(flow) && Array.isArray(flow.nodes) ? flow.nodes : []
  const moved: string[] = []
  for (const node of nodes) {
    const data = isRecord(node) && isRecord(node.data) ? node.data : undefined
    const inputs = data && isRecord(data.inputs) ? data.inputs : undefined
    const kind = INLINE_CONNECTIONS.find((c) => c.node === data?.name)
    const secret = kind && inputs ? inputs[kind.input] : undefined
    if (!data || !inputs || !kind || typeof secret !== 'string' || !secret.trim()) continue
    if (!kind.holdsSecret(inputs) || data.credential) continue
    const id = newCredentialId()
    const label = typeof data.label === 'string' ? data.label : kind.node
    await insertCredentialRow(deps.db, input.unikId, id, {
      name: `${kind.label} (${input.flowName} · ${label})`.slice(0, 255),
      credentialName: kind.credentialName,
      ...encryptCredentialData(deps.keyring, { unikId: input.unikId, id }, { [kind.field]: secret.trim() }),
    })
    data.credential = id
    inputs[kind.input] = ''
    moved.push(secret)
  }
  return moved.length ? { flowData: JSON.stringify(flow), moved } : unchanged
}

/**
 * A save's body with connection strings typed into nodes moved into credentials (secrets never stay in
 * flowData, its versions or exports); `moved` lists them, to clear from the flow's older versions too.
 */
export async function withConnectionsMoved<
  B extends { flowData?: string | undefined; name?: string | undefined },
>(deps: Deps, unikId: string, body: B): Promise<{ value: B; moved: string[] }> {
  if (body.flowData === undefined) return { value: body, moved: [] }
  const { flowData, moved } = await moveInlineConnections(deps, {
    unikId,
    flowName: body.name ?? 'flow',
    flowData: body.flowData,
  })
  return { value: { ...body, flowData }, moved }
}

/** Removes texts moved into credentials from the flow's kept versions, so its history holds them no more. */
export async function scrubFlowVersions(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  texts: readonly string[],
): Promise<void> {
  for (const text of texts) {
    // As the text appears inside flowData's JSON (quotes and backslashes escaped).
    const inJson = JSON.stringify(text).slice(1, -1)
    await db
      .updateTable('flow_versions')
      .set({ flow_data: sql<string>`replace(flow_data, ${inJson}, '')` })
      .where('unik_id', '=', target.unikId)
      .where('chatflow_id', '=', target.flowId)
      .execute()
  }
}
