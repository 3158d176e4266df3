import { appendFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { decryptCredentialData, encryptCredentialData } from '../features/credentials/credential-data'
import { findRowsNotUnderKey, replaceCiphertext } from '../features/credentials/credentials.repository'
import { Keyring } from '../features/secrets/keyring'
import { KEY_FILES, type SecretKeys } from '../features/secrets/secret-keys'
import { generateSecretKey } from '../features/secrets/key-strength'

const BATCH = 200
const MAX_PASSES = 5

export interface RotationResult {
  reencrypted: number
  keyId: string
  /** Rows no key of the ring opens (left as they are). */
  unreadable: number
  /** True when the key files were swapped (file-managed keys); env-managed keys need the operator. */
  swappedKeyFiles: boolean
}

/** The key to rotate to: UNIKFLOW_SECRET_KEY_NEXT / secret.key.next, or a new secret.key.next file. */
function nextKeyOf(keys: SecretKeys): string {
  if (keys.next) return keys.next
  if (keys.fromEnv)
    throw new Error(
      'UNIKFLOW_SECRET_KEY comes from the environment: set UNIKFLOW_SECRET_KEY_NEXT to the new key ' +
        '(on every server, then restart them), and run `unikflow secrets rotate` again',
    )
  const key = generateSecretKey()
  writeFileSync(join(keys.dataDir, KEY_FILES.next), key + '\n', { mode: 0o600, flag: 'wx' })
  return key
}

/**
 * `unikflow secrets rotate`: re-encrypts every credential under the next key, row by row, while
 * servers keep running. Servers read rows under any key of their ring (they re-read the key files when
 * they meet an unknown key id), so nothing is unreadable at any moment. File-managed keys are then
 * swapped (secret.key.next → secret.key, the old key appended to secret.key.previous).
 */
export async function rotateSecrets(db: Kysely<DB>, keys: SecretKeys): Promise<RotationResult> {
  const next = nextKeyOf(keys)
  const keyring = new Keyring({ write: next, read: [keys.current, ...keys.previous] })
  let reencrypted = 0
  let unreadable = new Set<string>()
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    unreadable = new Set()
    let afterId = ''
    let changedThisPass = 0
    for (;;) {
      const rows = await findRowsNotUnderKey(db, keyring.writeKeyId, BATCH, afterId)
      if (rows.length === 0) break
      for (const row of rows) {
        afterId = row.id
        if (!keyring.hasKey(row.key_id)) {
          unreadable.add(row.id)
          continue
        }
        const data = decryptCredentialData(keyring, row)
        const { encryptedData, keyId } = encryptCredentialData(
          keyring,
          { unikId: row.unik_id, id: row.id },
          data,
        )
        if (
          await replaceCiphertext(db, { id: row.id, oldData: row.encrypted_data, data: encryptedData, keyId })
        )
          changedThisPass += 1
      }
    }
    reencrypted += changedThisPass
    // A pass that moved nothing new leaves only rows no key opens (or none at all).
    if (changedThisPass === 0) break
  }
  let swappedKeyFiles = false
  if (!keys.fromEnv && unreadable.size === 0 && next !== keys.current) {
    const dir = keys.dataDir
    appendFileSync(join(dir, KEY_FILES.previous), keys.current + '\n', { mode: 0o600 })
    writeFileSync(join(dir, `${KEY_FILES.current}.tmp`), next + '\n', { mode: 0o600 })
    renameSync(join(dir, `${KEY_FILES.current}.tmp`), join(dir, KEY_FILES.current))
    rmSync(join(dir, KEY_FILES.next), { force: true })
    swappedKeyFiles = true
  }
  return { reencrypted, keyId: keyring.writeKeyId, unreadable: unreadable.size, swappedKeyFiles }
}
