import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { readAllKeyFiles, type SecretKeys } from './secret-keys'

const IV_BYTES = 12
const TAG_BYTES = 16

interface DerivedKey {
  id: string
  key: Buffer
}

/** The AES key and its public id, both derived from a secret (HKDF-SHA256 with different labels). */
export function deriveKey(secret: string): DerivedKey {
  const material = Buffer.from(secret, 'utf8')
  const key = Buffer.from(hkdfSync('sha256', material, 'unikflow', 'credentials aes-256-gcm v1', 32))
  const id = Buffer.from(hkdfSync('sha256', material, 'unikflow', 'credentials key id v1', 8)).toString('hex')
  return { id, key }
}

export class UnknownKeyError extends Error {
  constructor(keyId: string) {
    super(`Credential encrypted with key ${keyId}, which is not in the keyring`)
  }
}

/**
 * Credential encryption: AES-256-GCM, a random IV per record, and the row's identity as associated
 * data (a ciphertext copied into another row or unik does not decrypt). Keys are found by id, so rows
 * written under any key of the ring stay readable while a rotation moves them to a new one.
 */
export class Keyring {
  private readonly keys = new Map<string, Buffer>()
  readonly writeKeyId: string

  constructor(
    secrets: { write: string; read: readonly string[] },
    private readonly reload: () => readonly string[] = () => [],
  ) {
    const write = deriveKey(secrets.write)
    this.writeKeyId = write.id
    this.add(write)
    for (const secret of secrets.read) this.add(deriveKey(secret))
  }

  static fromSecretKeys(keys: SecretKeys): Keyring {
    return new Keyring({ write: keys.next ?? keys.current, read: [keys.current, ...keys.previous] }, () =>
      readAllKeyFiles(keys.dataDir),
    )
  }

  private add({ id, key }: DerivedKey): void {
    this.keys.set(id, key)
  }

  hasKey(keyId: string): boolean {
    return this.keys.has(keyId)
  }

  encrypt(plaintext: string, aad: string): { keyId: string; data: string } {
    const key = this.keys.get(this.writeKeyId)
    if (!key) throw new UnknownKeyError(this.writeKeyId)
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    cipher.setAAD(Buffer.from(aad, 'utf8'))
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return {
      keyId: this.writeKeyId,
      data: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'),
    }
  }

  decrypt(keyId: string, data: string, aad: string): string {
    const key = this.keys.get(keyId) ?? this.reloadFor(keyId)
    const raw = Buffer.from(data, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
    decipher.setAAD(Buffer.from(aad, 'utf8'))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    )
  }

  /** A rotation may have added a key file since start: read the files once more. */
  private reloadFor(keyId: string): Buffer {
    for (const secret of this.reload()) this.add(deriveKey(secret))
    const key = this.keys.get(keyId)
    if (!key) throw new UnknownKeyError(keyId)
    return key
  }
}
