// The native argon2 binding loads at the first sign-in or sign-up, not with the server (conventions: lazy-load
// heavy modules); Node caches it after.
const argon2 = () => import('@node-rs/argon2')

// @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1: the OWASP baseline).
export const hashPassword = async (password: string): Promise<string> => (await argon2()).hash(password)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2()
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // malformed hash: treat as a mismatch, never as a 500
  }
}
