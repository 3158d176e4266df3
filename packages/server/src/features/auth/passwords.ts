import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1: the OWASP baseline).
export const hashPassword = (password: string): Promise<string> => hash(password)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // malformed hash: treat as a mismatch, never as a 500
  }
}
