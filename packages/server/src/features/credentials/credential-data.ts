import { REDACTED_CREDENTIAL_VALUE, type TComponentCredential, type TCredentialData } from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'
import type { Keyring } from '../secrets/keyring'

/** Binds a ciphertext to its row: decrypting it under another id or unik fails. */
export const credentialAad = (unikId: string, id: string): string => `credential:${unikId}:${id}`

export function encryptCredentialData(
  keyring: Keyring,
  target: { unikId: string; id: string },
  data: TCredentialData,
): { encryptedData: string; keyId: string } {
  const { keyId, data: encryptedData } = keyring.encrypt(
    JSON.stringify(data),
    credentialAad(target.unikId, target.id),
  )
  return { encryptedData, keyId }
}

export function decryptCredentialData(
  keyring: Keyring,
  row: { unik_id: string; id: string; key_id: string; encrypted_data: string },
): TCredentialData {
  const parsed: unknown = JSON.parse(
    keyring.decrypt(row.key_id, row.encrypted_data, credentialAad(row.unik_id, row.id)),
  )
  const out: TCredentialData = {}
  if (parsed && typeof parsed === 'object')
    for (const [k, v] of Object.entries(parsed))
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v
  return out
}

/** Fields whose value may be shown: declared by the kind and not a password. Anything else is masked. */
function isVisibleField(definition: TComponentCredential | undefined, field: string): boolean {
  const input = definition?.inputs.find((i) => i.name === field)
  return input !== undefined && input.type !== 'password'
}

/** What an answer may carry: secrets (and fields the kind does not declare) as the redaction mask. */
export function redactCredentialData(
  definition: TComponentCredential | undefined,
  data: TCredentialData,
): TCredentialData {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, isVisibleField(definition, k) ? v : REDACTED_CREDENTIAL_VALUE]),
  )
}

/** Refuses fields the kind does not declare, and the mask where there is nothing stored to keep. */
export function checkCredentialFields(definition: TComponentCredential, data: TCredentialData): void {
  const unknown = Object.keys(data).filter((k) => !definition.inputs.some((i) => i.name === k))
  if (unknown.length > 0)
    throw new ValidationError(
      `Unknown field(s) for credential ${definition.name}: ${unknown.join(', ')}`,
      undefined,
      { fields: unknown },
    )
  const masked = Object.keys(data).filter((k) => data[k] === REDACTED_CREDENTIAL_VALUE)
  if (masked.length > 0)
    throw new ValidationError(`No stored value to keep for: ${masked.join(', ')}`, undefined, {
      fields: masked,
    })
}

/** An update's values over the stored ones: left-out fields and masked values keep what is stored. */
export function mergeCredentialData(stored: TCredentialData, incoming: TCredentialData): TCredentialData {
  const merged: TCredentialData = { ...stored }
  for (const [k, v] of Object.entries(incoming)) {
    if (v === REDACTED_CREDENTIAL_VALUE) continue
    merged[k] = v
  }
  return merged
}
