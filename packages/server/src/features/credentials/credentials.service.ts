import {
  TextKeyedCache,
  type TComponentCredential,
  type TCredential,
  type TCredentialSummary,
  type TCredentialUpdateBody,
  type ZCredentialCreateBody,
} from '@unikflow/graph'
import type { z } from 'zod'
import type { AppDeps } from '../../deps'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { listComponentCredentials } from '../nodes/node-catalogue'
import {
  checkCredentialFields,
  decryptCredentialData,
  encryptCredentialData,
  mergeCredentialData,
  redactCredentialData,
} from './credential-data'
import {
  deleteCredentialRow,
  findCredentialRow,
  insertCredentialRow,
  listCredentialRows,
  newCredentialId,
  updateCredentialRow,
  type CredentialRow,
} from './credentials.repository'

// Access (membership and role) is checked by the policy hook; these take the unik id it vouched for.
type Deps = Pick<AppDeps, 'db' | 'keyring'>

const notFound = () => new NotFoundError('Credential not found')

const toSummary = (row: CredentialRow): TCredentialSummary => ({
  id: row.id,
  name: row.name,
  credentialName: row.credential_name,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

async function findDefinition(name: string): Promise<TComponentCredential | undefined> {
  return (await listComponentCredentials()).find((c) => c.name === name)
}

async function requireDefinition(name: string): Promise<TComponentCredential> {
  const definition = await findDefinition(name)
  if (!definition) throw new ValidationError(`Unknown credential type "${name}"`)
  return definition
}

async function toCredential(deps: Deps, row: CredentialRow): Promise<TCredential> {
  const definition = await findDefinition(row.credential_name)
  return {
    ...toSummary(row),
    plainDataObj: redactCredentialData(definition, decryptCredentialData(deps.keyring, row)),
  }
}

export async function listCredentials(
  deps: Deps,
  unikId: string,
  kinds: readonly string[] | undefined,
): Promise<TCredentialSummary[]> {
  return (await listCredentialRows(deps.db, unikId, kinds)).map(toSummary)
}

export async function getCredential(deps: Deps, unikId: string, id: string): Promise<TCredential> {
  const row = await findCredentialRow(deps.db, unikId, id)
  if (!row) throw notFound()
  return toCredential(deps, row)
}

export async function createCredential(
  deps: Deps,
  unikId: string,
  body: z.output<typeof ZCredentialCreateBody>,
): Promise<TCredential> {
  const definition = await requireDefinition(body.credentialName)
  checkCredentialFields(definition, body.plainDataObj)
  const id = newCredentialId()
  const encrypted = encryptCredentialData(deps.keyring, { unikId, id }, body.plainDataObj)
  const row = await insertCredentialRow(deps.db, unikId, id, {
    name: body.name,
    credentialName: body.credentialName,
    ...encrypted,
  })
  return toCredential(deps, row)
}

/**
 * Left-out fields and values sent as the redaction mask keep what is stored; a new kind replaces the
 * fields (nothing of the old kind carries over).
 */
export async function updateCredential(
  deps: Deps,
  unikId: string,
  id: string,
  body: TCredentialUpdateBody,
): Promise<TCredential> {
  const row = await findCredentialRow(deps.db, unikId, id)
  if (!row) throw notFound()
  const kind = body.credentialName ?? row.credential_name
  const definition = await requireDefinition(kind)
  const incoming = body.plainDataObj ?? {}
  const data =
    kind === row.credential_name
      ? mergeCredentialData(decryptCredentialData(deps.keyring, row), incoming)
      : incoming
  checkCredentialFields(definition, data)
  const updated = await updateCredentialRow(deps.db, unikId, id, {
    name: body.name ?? row.name,
    credentialName: kind,
    ...encryptCredentialData(deps.keyring, { unikId, id }, data),
  })
  if (!updated) throw notFound()
  return toCredential(deps, updated)
}

export async function deleteCredential(deps: Deps, unikId: string, id: string): Promise<void> {
  if (!(await deleteCredentialRow(deps.db, unikId, id))) throw notFound()
}

/**
 * Decrypted values of credentials used by runs, per keyring (what opened them), by unik and id, valid
 * while the row's ciphertext (and key id) is unchanged: an edit, a rotation or a deletion is seen on the
 * next run, because the row is still read every time; only the decryption (an AES-GCM setup) is saved.
 */
const decryptedForRuns = new WeakMap<Deps['keyring'], TextKeyedCache<Readonly<Record<string, string>>>>()

function decryptedCacheOf(keyring: Deps['keyring']) {
  let cache = decryptedForRuns.get(keyring)
  if (!cache) {
    cache = new TextKeyedCache(1024, 8 * 1024 * 1024)
    decryptedForRuns.set(keyring, cache)
  }
  return cache
}

/**
 * A credential's decrypted values for a run of a flow of `unikId`. Values become text (what node
 * runtimes read); a credential of another unik is "not found", like a missing one.
 */
export async function readCredentialForRun(
  deps: Deps,
  unikId: string,
  id: string,
): Promise<Record<string, string>> {
  const row = await findCredentialRow(deps.db, unikId, id)
  if (!row) throw new Error(`Credential ${id} not found`)
  const ciphertext = `${row.key_id}\u0000${row.encrypted_data}`
  const key = `${unikId}\u0000${id}`
  const cache = decryptedCacheOf(deps.keyring)
  const cached = cache.get(key, ciphertext)
  if (cached) return { ...cached }
  const data = decryptCredentialData(deps.keyring, row)
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))
  cache.set(key, ciphertext, values)
  return { ...values }
}
